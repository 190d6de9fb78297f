#!/usr/bin/env python3
"""Compile WordNet 3.0 (Debian's wordnet-base) into dtfixup's lexicon file.

    python3 tools/build_lexicon.py /usr/share/wordnet dtfixup_lexicon.bin [tools/lexicon_synonyms.txt]

The optional third file adds synonyms WordNet lacks, a group of words a line (its header
says which and why): each word of a group becomes a synonym of every other one.

The file maps a lower-case word to its relatives, each with a relation:

  lemma        an irregular inflection's base form, from the *.exc lists (children -> child)
  synonym      another word of the synset that is the first sense of both words, nouns and
               adjectives only (vocalist -> singer; store -> shop): a later sense is a rarer
               reading ("name" as a "figure") and verbs share synsets loosely ("find" and
               "notice"); linking on those joins unrelated words
  derivation   a lexical '+' pointer from one of the word's first SENSES senses (singer -> sing)
  pertainym    a lexical '\\' pointer from one of those senses (french -> france)
  attribute    an adjective's '=' pointer from one of those senses to the noun it is a value
               of (old, young -> age; tall -> height)
  hypernym     a noun of the synset one '@' step above one of the word's first SENSES noun
  hyponym      senses, or one '~' step below it, when that synset is the noun's own first
               sense (canine -> dog, worker -> employee, pal -> friend): a person may name
               a thing by a broader or a narrower word.  Instances (cities, people by
               name) are not followed: they are values, not names

Kept are single words of at least three letters ("id" is first of all Idaho in WordNet,
"yr" a year) and phrases of two or three words of at least two letters each, written with
'_' as WordNet writes them (last_name -> surname, grade_point_average -> gpa,
miles_per_gallon): schema names are split into words before they are compared, and a
phrase is compared with a run of a name's words or a run of question words.  Every word WordNet lists also gets its parts of speech, so that the reader can
undo regular inflections (oldest -> old) the way WordNet's morphy does, trying a suffix rule
only where the base exists in the rule's part of speech.

Layout (little-endian; src/text/lexicon.h reads it):
  header    magic "DTFXLEX1", then u32 version, header_size, n_entries, n_relatives,
            strings_bytes, file_size, crc32c (CRC-32C of every byte after the header), 0
  entries   n_entries x {u32 word, u32 first_relative, u16 n_relatives, u8 pos_mask, u8 0},
            sorted by the word's bytes
  relatives n_relatives x {u32 word, u8 relation, 3 x u8 0}
  strings   NUL-terminated words; offset 0 is the empty string
"""
import os
import re
import struct
import sys

VERSION = 1
SENSES = 2
SYNONYM_SENSES = 1
SYNONYM_POS = ('n', 'a')
HEADER = struct.Struct('<8s8I')
ENTRY = struct.Struct('<IIHBB')
RELATIVE = struct.Struct('<IB3x')

LEMMA, SYNONYM, DERIVATION, PERTAINYM, ATTRIBUTE, HYPERNYM, HYPONYM = 1, 2, 3, 4, 5, 6, 7
KIND_OF = {'@': HYPERNYM, '~': HYPONYM}
POS_BITS = {'n': 1, 'v': 2, 'a': 4, 'r': 8}
POS_FILES = {'n': 'noun', 'v': 'verb', 'a': 'adj', 'r': 'adv'}
WORD = re.compile(r'^(?:[a-z]{3,}|[a-z]{2,}(?:_[a-z]{2,}){1,2})$')


def crc32c(data):
    table = []
    for i in range(256):
        c = i
        for _ in range(8):
            c = (c >> 1) ^ 0x82F63B78 if c & 1 else c >> 1
        table.append(c)
    crc = 0xFFFFFFFF
    for b in data:
        crc = table[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF


def clean(word):
    """A WordNet lemma as dtfixup compares words: lower case, adjective markers dropped."""
    return re.sub(r'\(.*\)$', '', word).lower()


def read_index(wordnet, pos):
    """word -> synset offsets in sense order (most frequent first)."""
    senses = {}
    with open(os.path.join(wordnet, 'index.' + POS_FILES[pos]), encoding='latin-1') as f:
        for line in f:
            if line.startswith(' '):
                continue
            parts = line.split()
            n_synsets = int(parts[2])
            n_pointers = int(parts[3])
            offsets = parts[4 + n_pointers + 2:]
            if len(offsets) != n_synsets:
                raise SystemExit('build_lexicon: malformed index line: ' + line[:60])
            senses[parts[0]] = offsets
    return senses


def read_data(wordnet, pos):
    """offset -> (words, pointers); a pointer is (symbol, offset, pos, source, target)."""
    synsets = {}
    with open(os.path.join(wordnet, 'data.' + POS_FILES[pos]), encoding='latin-1') as f:
        for line in f:
            if line.startswith(' '):
                continue
            parts = line.split(' | ')[0].split()
            n_words = int(parts[3], 16)
            words = [clean(parts[4 + 2 * i]) for i in range(n_words)]
            k = 4 + 2 * n_words
            n_pointers = int(parts[k])
            pointers = []
            for i in range(n_pointers):
                sym, off, ppos, st = parts[k + 1 + 4 * i:k + 5 + 4 * i]
                pointers.append((sym, off, 'a' if ppos == 's' else ppos,
                                 int(st[:2], 16), int(st[2:], 16)))
            synsets[parts[0]] = (words, pointers)
    return synsets


def read_exceptions(wordnet, pos):
    pairs = []
    with open(os.path.join(wordnet, POS_FILES[pos] + '.exc'), encoding='latin-1') as f:
        for line in f:
            parts = line.split()
            pairs.extend((parts[0], base) for base in parts[1:])
    return pairs


def relatives_of(word, pos, index, data):
    """(relative, relation) pairs from the word's first SENSES senses in pos."""
    found = []
    for sense, offset in enumerate(index[pos].get(word, [])[:SENSES]):
        words, pointers = data[pos][offset]
        if sense < SYNONYM_SENSES and pos in SYNONYM_POS:
            found.extend((other, SYNONYM) for other in words
                         if other != word and offset in index[pos].get(other, [])[:SYNONYM_SENSES])
        position = words.index(word) + 1 if word in words else -1
        for sym, off, ppos, source, target in pointers:
            if sym in ('+', '\\') and source == position:
                found.append((data[ppos][off][0][target - 1],
                              DERIVATION if sym == '+' else PERTAINYM))
            elif sym == '=' and pos == 'a':
                found.extend((w, ATTRIBUTE) for w in data[ppos][off][0])
            elif sym in KIND_OF and pos == 'n' and ppos == 'n':
                found.extend((other, KIND_OF[sym]) for other in data['n'][off][0]
                             if other != word and index['n'].get(other, [])[:1] == [off])
    return found


def build(wordnet):
    index = {pos: read_index(wordnet, pos) for pos in POS_BITS}
    data = {pos: read_data(wordnet, pos) for pos in POS_BITS}
    pos_mask = {}
    relatives = {}

    def add(word, relative, relation):
        if WORD.match(word) and WORD.match(relative) and relative != word:
            rels = relatives.setdefault(word, [])
            if (relative, relation) not in rels:
                rels.append((relative, relation))

    for pos, bit in POS_BITS.items():
        for word in index[pos]:
            if WORD.match(word):
                pos_mask[word] = pos_mask.get(word, 0) | bit
                for relative, relation in relatives_of(word, pos, index, data):
                    add(word, relative, relation)
        for form, base in read_exceptions(wordnet, pos):
            add(form, base, LEMMA)
    return pos_mask, relatives


def add_groups(path, relatives):
    """Each word of a line of path (comma-separated; '#' starts a comment) a synonym of
    every other word of the line."""
    with open(path, encoding='utf-8') as f:
        for number, line in enumerate(f, 1):
            line = line.split('#', 1)[0].strip()
            if not line:
                continue
            words = [clean(w.strip().replace(' ', '_')) for w in line.split(',')]
            for word in words:
                if not WORD.match(word):
                    raise SystemExit('%s:%d: "%s" is not a lexicon word' % (path, number, word))
            for word in words:
                for other in words:
                    if other != word and (other, SYNONYM) not in relatives.setdefault(word, []):
                        relatives[word].append((other, SYNONYM))


def write(pos_mask, relatives, out_path):
    words = sorted(set(pos_mask) | set(relatives), key=lambda w: w.encode())
    strings = bytearray(b'\0')
    offsets = {}

    def string(word):
        if word not in offsets:
            offsets[word] = len(strings)
            strings.extend(word.encode() + b'\0')
        return offsets[word]

    entries = bytearray()
    rel_bytes = bytearray()
    n_relatives = 0
    for word in words:
        rels = sorted(relatives.get(word, []), key=lambda r: (r[1], r[0]))
        entries += ENTRY.pack(string(word), n_relatives, len(rels), pos_mask.get(word, 0), 0)
        for relative, relation in rels:
            rel_bytes += RELATIVE.pack(string(relative), relation)
        n_relatives += len(rels)
    payload = bytes(entries + rel_bytes + strings)
    header = HEADER.pack(b'DTFXLEX1', VERSION, HEADER.size, len(words), n_relatives,
                         len(strings), HEADER.size + len(payload), crc32c(payload), 0)
    tmp = out_path + '.tmp'
    with open(tmp, 'wb') as f:
        f.write(header + payload)
    os.replace(tmp, out_path)
    return len(words), n_relatives


def main():
    if len(sys.argv) not in (3, 4):
        raise SystemExit('usage: build_lexicon.py WORDNET_DIR OUTPUT [GROUPS]')
    wordnet, out_path = sys.argv[1], sys.argv[2]
    if not os.path.exists(os.path.join(wordnet, 'data.noun')):
        raise SystemExit('build_lexicon: no WordNet in %s (Debian: apt-get install wordnet-base)'
                         % wordnet)
    pos_mask, relatives = build(wordnet)
    if len(sys.argv) == 4:
        add_groups(sys.argv[3], relatives)
    n_words, n_relatives = write(pos_mask, relatives, out_path)
    print('build_lexicon: %d words, %d relatives -> %s' % (n_words, n_relatives, out_path))


if __name__ == '__main__':
    main()
