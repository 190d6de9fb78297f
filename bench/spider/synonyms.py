#!/usr/bin/env python3
"""bench/spider/synonyms.py — Spider questions with their schema words said in other words.

    python3 bench/spider/synonyms.py dev SPIDER_DIR OUT.json [--wordnet DIR]
    (as a module: prepare.py's --synonyms adds such copies of the training questions)

A user rarely says a column's own name: "vocalists" for `singer`, "shops" for `store`. A
question word that names an item of the question's schema (a word of a table or column name,
singular or plural) is replaced by a WordNet synonym that names nothing in that schema:

  lexicon  the synonyms dtfixup's own lexicon links (tools/build_lexicon.py): words whose
           first noun or adjective sense is the schema word's first sense.  Used for the
           training copies ("synonym augmentation"), so the model learns to follow the
           lexicon's links.
  broad    any word of the schema word's first noun or adjective sense, whatever that
           word's own first sense is: a superset of the lexicon's synonyms, with words the
           lexicon does not link (a rarer reading of the replacement).
           Used for the dev variant (`dev`), which so measures words the lexicon knows and
           words it does not.

Words inside quotes, capitalised words inside a sentence (names), numbers and words that
are literals of the gold SQL are left alone.  Choices are deterministic (a hash of the
question and the word), so a rebuild gives the same file.  Training data only for the
copies; the dev variant is an evaluation set built from the 827 dev questions here, never
trained on.
"""
import hashlib
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'tools'))
import build_lexicon  # noqa: E402  (WordNet readers shared with the lexicon's compiler)

STOP = {'the', 'and', 'for', 'with', 'from', 'that', 'this', 'are', 'was', 'were', 'has',
        'have', 'had', 'its', 'their', 'what', 'which', 'who', 'whom', 'how', 'many', 'much',
        'all', 'each', 'every', 'any', 'not', 'than', 'more', 'most', 'less', 'least', 'list',
        'show', 'give', 'find', 'return', 'number', 'count', 'total', 'average', 'name',
        'names', 'type', 'types', 'code', 'year', 'date', 'time', 'order', 'first', 'last'}


class Thesaurus:
    """Synonyms of a lower-case word, as the lexicon or broadly (module docstring)."""

    def __init__(self, wordnet):
        if not os.path.exists(os.path.join(wordnet, 'data.noun')):
            raise SystemExit('synonyms.py: no WordNet in %s (apt-get install wordnet-base)' % wordnet)
        self.index = {p: build_lexicon.read_index(wordnet, p) for p in build_lexicon.POS_BITS}
        self.data = {p: build_lexicon.read_data(wordnet, p) for p in build_lexicon.POS_BITS}

    def lexicon(self, word):
        out = []
        for pos in build_lexicon.SYNONYM_POS:
            for rel, relation in build_lexicon.relatives_of(word, pos, self.index, self.data):
                if relation == build_lexicon.SYNONYM and rel not in out:
                    out.append(rel)
        return [w for w in out if build_lexicon.WORD.match(w)]

    def broad(self, word):
        out = []
        for pos in build_lexicon.SYNONYM_POS:
            for offset in self.index[pos].get(word, [])[:1]:
                for other in self.data[pos][offset][0]:
                    if other != word and other not in out and build_lexicon.WORD.match(other):
                        out.append(other)
        return out


def singular(word, known):
    """The schema word a question word is, if any: itself or a regular plural of it."""
    if word in known:
        return word
    for suffix, repl in (('ies', 'y'), ('es', ''), ('s', '')):
        if word.endswith(suffix) and word[:-len(suffix)] + repl in known:
            return word[:-len(suffix)] + repl
    return None


def plural(word):
    if word.endswith('y') and word[-2:-1] not in 'aeiou':
        return word[:-1] + 'ies'
    if word.endswith(('s', 'x', 'ch', 'sh')):
        return word + 'es'
    return word + 's'


def schema_words(table):
    """The words of a tables.json entry's table and column names."""
    words = set()
    for name in table['table_names'] + [c[1] for c in table['column_names'] if c[0] >= 0]:
        words.update(w for w in re.findall(r'[a-z]+', name.lower()) if len(w) >= 3)
    return words


def sql_literals(sql):
    return {w.lower() for lit in re.findall(r"'([^']*)'|\"([^\"]*)\"", sql) for part in lit
            for w in re.findall(r'[A-Za-z]+', part)}


def pick(options, key):
    h = int(hashlib.sha1(key.encode()).hexdigest()[:8], 16)
    return options[h % len(options)]


def quoted_spans(question):
    """Character ranges inside quotes ("...", or '...' not used as an apostrophe)."""
    spans = [m.span() for m in re.finditer(r'"[^"]*"', question)]
    spans += [m.span() for m in re.finditer(r"(?<![A-Za-z])'[^']*'(?![A-Za-z])", question)]
    return spans


def rewrite(question, sql, words, synonyms_of):
    """The question with each replaceable schema word replaced; None if none was."""
    literals = sql_literals(sql)
    quoted = quoted_spans(question)
    out = []
    last = 0
    changed = False
    for m in re.finditer(r'[A-Za-z]+', question):
        part, low = m.group(), m.group().lower()
        out.append(question[last:m.start()])
        last = m.end()
        out.append(part)
        if any(a <= m.start() < b for a, b in quoted) or (part[0].isupper() and m.start() > 0) \
                or low in literals or low in STOP:
            continue
        base = singular(low, words)
        if base is None or base in STOP:
            continue
        options = [s for s in synonyms_of(base) if s not in words and singular(s, words) is None]
        if not options:
            continue
        new = pick(options, question + '|' + base)
        if low != base:
            new = plural(new)
        out[-1] = new.capitalize() if part[0].isupper() else new
        changed = True
    out.append(question[last:])
    return ''.join(out) if changed else None


def tables_by_db(spider):
    return {t['db_id'].lower(): t for t in
            json.load(open(os.path.join(spider, 'tables.json'), encoding='utf-8'))}


def main():
    args = sys.argv[1:]
    wordnet = '/usr/share/wordnet'
    if '--wordnet' in args:
        k = args.index('--wordnet')
        wordnet = args[k + 1]
        del args[k:k + 2]
    if len(args) != 3 or args[0] != 'dev':
        raise SystemExit('usage: synonyms.py dev SPIDER_DIR OUT.json [--wordnet DIR]')
    spider, out = args[1], args[2]
    th = Thesaurus(wordnet)
    tables = tables_by_db(spider)
    dev = json.load(open(os.path.join(spider, 'dev.json'), encoding='utf-8'))
    n_changed = 0
    for e in dev:
        words = schema_words(tables[e['db_id'].lower()])
        new = rewrite(e['question'], e['query'], words, th.broad)
        if new is not None:
            e['original_question'] = e['question']
            e['question'] = new
            n_changed += 1
    with open(out, 'w', encoding='utf-8') as f:
        json.dump(dev, f, indent=1)
    print('synonyms.py: %d of %d dev questions reworded -> %s' % (n_changed, len(dev), out),
          file=sys.stderr)


if __name__ == '__main__':
    main()
