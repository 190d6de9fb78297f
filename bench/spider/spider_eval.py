#!/usr/bin/env python3
"""Spider exact-set-match evaluation (Yu et al. 2018), reimplemented with the standard library only.

What "exact set match" means here is the metric of Spider's official evaluation.py in 'match' mode:
both queries are parsed against the database schema into Spider's components, values are dropped,
and the components are compared, most of them as multisets.  The parser and the data structures are
our own; where the official script's *metric* behaves in a surprising way (e.g. join conditions are
not compared, DISTINCT is ignored, one ORDER BY direction per clause), we reproduce it, because the
point is to get numbers comparable with published Spider exact-match figures.  Where the official
*parser* merely fails or misreads (aliases reused in subqueries, '' escapes, parenthesised
conditions, FROM subqueries with an alias, schema-qualified names, comma joins), we parse correctly.
bench/spider/EVAL.md lists every known difference and how the two were cross-checked.

Usage:
  spider_eval.py --gold dev_gold.sql --pred pred.sql [--tables tables.json] [--per-example out.jsonl]
      gold: one "SQL<TAB>db_id" per line; pred: one SQL per line (same order); prints the table.
  spider_eval.py --jsonl pairs.jsonl [--tables tables.json]
      each input line {"db_id", "gold", "pred"}; writes one JSON object per line to stdout:
      {"exact": bool, "hardness": str, "pred_error": str|null, "partial": {component: 0|1}};
      the summary table goes to stderr.
"""

import argparse
import json
import os
import sys
from collections import Counter

# --------------------------------------------------------------------------------------------
# Schema
# --------------------------------------------------------------------------------------------


class Schema:
    """One database of tables.json: lower-cased table -> ordered column names, plus the
    foreign-key column classes that the metric treats as the same column."""

    def __init__(self, entry):
        self.db_id = entry['db_id']
        self.tables = [t.lower() for t in entry['table_names_original']]
        self.columns = {t: [] for t in self.tables}
        ids = []  # column index in tables.json -> "table.column" (index 0 is '*')
        for table_index, name in entry['column_names_original']:
            if table_index < 0:
                ids.append('*')
                continue
            table = self.tables[table_index]
            self.columns[table].append(name.lower())
            ids.append(table + '.' + name.lower())
        self.fk_canonical = self._fk_classes(entry['foreign_keys'], ids)

    @staticmethod
    def _fk_classes(foreign_keys, ids):
        # Spider merges foreign-key pairs into groups greedily: a pair joins the first group that
        # already holds either end (a group is never merged with a second one), and every member
        # maps to the group's member with the smallest column index; a column in two groups takes
        # the mapping of the later group.  Kept as is so that the same columns count as equal.
        groups = []
        for a, b in foreign_keys:
            home = next((g for g in groups if a in g or b in g), None)
            if home is None:
                home = set()
                groups.append(home)
            home.update((a, b))
        canonical = {}
        for g in groups:
            smallest = min(g)
            for member in g:
                canonical[ids[member]] = ids[smallest]
        return canonical

    def has_column(self, table, column):
        return column in self.columns.get(table, ())


def load_schemas(path):
    with open(path, encoding='utf-8') as f:
        return {entry['db_id']: Schema(entry) for entry in json.load(f)}


# --------------------------------------------------------------------------------------------
# Lexer
# --------------------------------------------------------------------------------------------


class SqlError(Exception):
    """The query cannot be read (syntax) or not against this schema."""


class Unsupported(SqlError):
    """Valid SQL that Spider's component form cannot express (e.g. LEFT JOIN, NOT over AND)."""


class Tok:
    __slots__ = ('kind', 'text', 'pos')

    def __init__(self, kind, text, pos):
        self.kind = kind   # 'word' | 'qident' | 'dq' | 'str' | 'num' | 'op' | 'end'
        self.text = text   # word: as written; qident/dq/str: content without quotes
        self.pos = pos

    def is_kw(self, *words):
        return self.kind == 'word' and self.text.lower() in words

    def __repr__(self):
        return '%s:%r' % (self.kind, self.text)


_TWO_CHAR_OPS = ('>=', '<=', '!=', '<>', '==', '||')
_ONE_CHAR_OPS = '=<>+-*/(),;.%'


def tokenize(sql):
    toks = []
    i, n = 0, len(sql)
    while i < n:
        c = sql[i]
        if c.isspace():
            i += 1
        elif sql.startswith('--', i):
            j = sql.find('\n', i)
            i = n if j < 0 else j
        elif c == "'" or (c in 'eE' and i + 1 < n and sql[i + 1] == "'"):
            backslash = c != "'"
            start = i
            i += 2 if backslash else 1
            out = []
            while True:
                if i >= n:
                    raise SqlError('unterminated string literal at %d' % start)
                ch = sql[i]
                if backslash and ch == '\\' and i + 1 < n:
                    out.append(sql[i + 1])
                    i += 2
                elif ch == "'":
                    if i + 1 < n and sql[i + 1] == "'":   # '' is one quote
                        out.append("'")
                        i += 2
                    else:
                        i += 1
                        break
                else:
                    out.append(ch)
                    i += 1
            toks.append(Tok('str', ''.join(out), start))
        elif c == '"' or c == '`':
            start = i
            i += 1
            out = []
            while True:
                if i >= n:
                    raise SqlError('unterminated quoted token at %d' % start)
                if sql[i] == c:
                    if i + 1 < n and sql[i + 1] == c:
                        out.append(c)
                        i += 2
                        continue
                    i += 1
                    break
                out.append(sql[i])
                i += 1
            # Backticks are always identifiers; what "..." is depends on the dialect (parser decides).
            toks.append(Tok('qident' if c == '`' else 'dq', ''.join(out), start))
        elif c.isdigit() or (c == '.' and i + 1 < n and sql[i + 1].isdigit() and
                             not (i > 0 and (sql[i - 1].isalnum() or sql[i - 1] in '_"`'))):
            # (a '.' right after a name qualifies it: t0.18_49_rating_share is not t0 .18)
            start = i
            while i < n and sql[i].isdigit():
                i += 1
            if i < n and sql[i] == '.' and not (i + 1 < n and (sql[i + 1].isalpha() or sql[i + 1] == '_')):
                i += 1
                while i < n and sql[i].isdigit():
                    i += 1
            if i < n and sql[i] in 'eE' and i + 1 < n and (sql[i + 1].isdigit() or
                                                            (sql[i + 1] in '+-' and i + 2 < n and sql[i + 2].isdigit())):
                i += 2
                while i < n and sql[i].isdigit():
                    i += 1
            if i < n and (sql[i].isalpha() or sql[i] == '_'):
                # an identifier that starts with digits, e.g. a column named 18_49_rating_share
                while i < n and (sql[i].isalnum() or sql[i] in '_$'):
                    i += 1
                toks.append(Tok('word', sql[start:i], start))
            else:
                toks.append(Tok('num', sql[start:i], start))
        elif c.isalpha() or c == '_':
            start = i
            while i < n and (sql[i].isalnum() or sql[i] in '_$'):
                i += 1
            toks.append(Tok('word', sql[start:i], start))
        elif sql[i:i + 2] in _TWO_CHAR_OPS:
            toks.append(Tok('op', sql[i:i + 2], i))
            i += 2
        elif c in _ONE_CHAR_OPS:
            toks.append(Tok('op', c, i))
            i += 1
        else:
            raise SqlError('unexpected character %r at %d' % (c, i))
    toks.append(Tok('end', '', n))
    return toks


# --------------------------------------------------------------------------------------------
# Parser: SQL text -> a small syntax tree (no schema knowledge yet)
# --------------------------------------------------------------------------------------------
# Expressions: ('col', qualifier|None, name) ('star',) ('agg', fn, distinct, arg) ('arith', op, l, r)
#              ('neg', e) ('lit', kind, value) ('query', Query) ('dq', text) ('func', name, args)
# Conditions:  ('and', [c...]) ('or', [c...]) ('not', c) ('cmp', op, l, r) ('between', l, lo, hi)
#              ('in', l, Query | [exprs]) ('like', l, r) ('isnull', l) ('exists', Query)
#              ('quantified', op, l, Query)   (comparison with ANY/ALL)
# Queries:     Select objects, or ('setop', op, left, right)

AGGREGATES = ('max', 'min', 'count', 'sum', 'avg')
CLAUSE_END = ('from', 'where', 'group', 'having', 'order', 'limit', 'offset', 'union', 'intersect',
              'except', 'on', 'join', 'inner', 'left', 'right', 'full', 'cross', 'natural', 'as',
              'asc', 'desc', 'and', 'or', 'not', 'between', 'in', 'like', 'ilike', 'is', 'then',
              'when', 'else', 'end', 'select', 'using', 'outer')


class Select:
    def __init__(self):
        self.distinct = False
        self.items = []          # [(expr, output_name|None)]
        self.from_items = []     # [('table', schema|None, name, alias) | ('subquery', Query, alias)]
        self.join_conds = []     # ON conditions in order
        self.where = None
        self.group_by = []
        self.having = None
        self.order_by = []       # [(expr, 'asc'|'desc'|None)]
        self.limit = None


class Parser:
    def __init__(self, sql):
        self.toks = tokenize(sql)
        self.i = 0

    # -- token helpers
    def peek(self, k=0):
        return self.toks[min(self.i + k, len(self.toks) - 1)]

    def next(self):
        t = self.toks[self.i]
        if t.kind != 'end':
            self.i += 1
        return t

    def accept_kw(self, *words):
        if self.peek().is_kw(*words):
            return self.next()
        return None

    def expect_kw(self, word):
        t = self.next()
        if not t.is_kw(word):
            raise SqlError('expected %s at %d, found %r' % (word.upper(), t.pos, t.text))
        return t

    def accept_op(self, op):
        t = self.peek()
        if t.kind == 'op' and t.text == op:
            return self.next()
        return None

    def expect_op(self, op):
        t = self.next()
        if not (t.kind == 'op' and t.text == op):
            raise SqlError('expected %r at %d, found %r' % (op, t.pos, t.text or 'end of query'))
        return t

    def is_op(self, op, k=0):
        t = self.peek(k)
        return t.kind == 'op' and t.text == op

    # -- entry
    def parse_statement(self):
        q = self.parse_query()
        while self.accept_op(';'):
            pass
        if self.peek().kind != 'end':
            t = self.peek()
            raise SqlError('unexpected %r at %d' % (t.text, t.pos))
        return q

    def parse_query(self):
        left = self.parse_query_operand()
        t = self.peek()
        if t.is_kw('union', 'intersect', 'except'):
            self.next()
            if self.accept_kw('all'):
                raise Unsupported('%s ALL' % t.text.upper())
            self.accept_kw('distinct')
            if isinstance(left, tuple):
                raise Unsupported('a set operation whose left operand is itself a set operation')
            # Spider reads "a op1 b op2 c" as a op1 (b op2 c): the rest is one query.
            right = self.parse_query()
            return ('setop', t.text.lower(), left, right)
        return left

    def parse_query_operand(self):
        if self.is_op('('):
            save = self.i
            self.next()
            if self.peek().is_kw('select') or self.is_op('('):
                q = self.parse_query()
                self.expect_op(')')
                return q
            self.i = save
        return self.parse_select()

    def parse_select(self):
        self.expect_kw('select')
        s = Select()
        if self.accept_kw('distinct'):
            s.distinct = True
        else:
            self.accept_kw('all')
        while True:
            expr = self.parse_expr()
            name = None
            if self.accept_kw('as'):
                name = self.parse_name()
            elif self.peek().kind in ('word', 'qident') and not self.peek().is_kw(*CLAUSE_END):
                name = self.parse_name()
            s.items.append((expr, name))
            if not self.accept_op(','):
                break
        if not self.accept_kw('from'):
            raise Unsupported('SELECT without FROM')
        self.parse_from(s)
        if self.accept_kw('where'):
            s.where = self.parse_cond()
        if self.accept_kw('group'):
            self.expect_kw('by')
            s.group_by.append(self.parse_expr())
            while self.accept_op(','):
                s.group_by.append(self.parse_expr())
        if self.accept_kw('having'):
            s.having = self.parse_cond()
        if self.accept_kw('order'):
            self.expect_kw('by')
            while True:
                e = self.parse_expr()
                d = self.accept_kw('asc', 'desc')
                # dtfixup ranks NULLs last (the order SQLite gives a descending Spider gold)
                if self.accept_kw('nulls'):
                    if not self.accept_kw('last'):
                        raise Unsupported('NULLS FIRST')
                s.order_by.append((e, d.text.lower() if d else None))
                if not self.accept_op(','):
                    break
        if self.accept_kw('limit'):
            t = self.next()
            if t.kind != 'num':
                raise SqlError('LIMIT needs a number at %d' % t.pos)
            s.limit = int(float(t.text))
            if self.accept_kw('offset'):
                raise Unsupported('OFFSET')
        return s

    def parse_name(self):
        t = self.next()
        if t.kind == 'word':
            return t.text.lower()
        if t.kind in ('qident', 'dq'):
            return t.text.lower()
        raise SqlError('expected a name at %d, found %r' % (t.pos, t.text))

    def parse_from(self, s):
        s.from_items.append(self.parse_from_item())
        while True:
            if self.accept_op(','):
                s.from_items.append(self.parse_from_item())
                continue
            t = self.peek()
            if t.is_kw('left', 'right', 'full', 'natural'):
                raise Unsupported('%s JOIN' % t.text.upper())
            if t.is_kw('cross'):
                self.next()
                self.expect_kw('join')
                s.from_items.append(self.parse_from_item())
                continue
            if t.is_kw('inner', 'join'):
                if self.accept_kw('inner'):
                    pass
                self.expect_kw('join')
                s.from_items.append(self.parse_from_item())
                if self.accept_kw('on'):
                    s.join_conds.append(self.parse_cond())
                elif self.peek().is_kw('using'):
                    raise Unsupported('JOIN ... USING')
                continue
            break

    def parse_from_item(self):
        if self.is_op('('):
            self.next()
            if not (self.peek().is_kw('select') or self.is_op('(')):
                raise Unsupported('parenthesised join in FROM')
            q = self.parse_query()
            self.expect_op(')')
            alias = self.parse_optional_alias()
            return ('subquery', q, alias)
        first = self.parse_name()
        schema = None
        if self.accept_op('.'):
            schema, first = first, self.parse_name()
        return ('table', schema, first, self.parse_optional_alias())

    def parse_optional_alias(self):
        if self.accept_kw('as'):
            return self.parse_name()
        t = self.peek()
        if (t.kind == 'word' and not t.is_kw(*CLAUSE_END)) or t.kind == 'qident':
            return self.parse_name()
        return None

    # -- conditions
    def parse_cond(self):
        parts = [self.parse_and()]
        while self.accept_kw('or'):
            parts.append(self.parse_and())
        return parts[0] if len(parts) == 1 else ('or', parts)

    def parse_and(self):
        parts = [self.parse_not()]
        while self.accept_kw('and'):
            parts.append(self.parse_not())
        return parts[0] if len(parts) == 1 else ('and', parts)

    def parse_not(self):
        if self.accept_kw('not'):
            return ('not', self.parse_not())
        return self.parse_predicate()

    def parse_predicate(self):
        if self.accept_kw('exists'):
            self.expect_op('(')
            q = self.parse_query()
            self.expect_op(')')
            return ('exists', q)
        if self.is_op('(') and not (self.peek(1).is_kw('select')):
            # "(" opens either a parenthesised condition or an expression such as (a + b) > 3:
            # try the condition reading and keep it only if the parenthesis closes right after it.
            save = self.i
            self.next()
            try:
                c = self.parse_cond()
                if self.accept_op(')') and not self._continues_expression():
                    return c
            except SqlError:
                pass
            self.i = save
        left = self.parse_expr()
        negate = False
        if self.peek().is_kw('not') and self.peek(1).is_kw('between', 'in', 'like', 'ilike'):
            self.next()
            negate = True
        t = self.peek()
        if t.is_kw('between'):
            self.next()
            lo = self.parse_expr()
            self.expect_kw('and')
            hi = self.parse_expr()
            c = ('between', left, lo, hi)
        elif t.is_kw('in'):
            self.next()
            self.expect_op('(')
            if self.peek().is_kw('select') or (self.is_op('(') and self._paren_starts_query()):
                rhs = self.parse_query()
            else:
                rhs = [self.parse_expr()]
                while self.accept_op(','):
                    rhs.append(self.parse_expr())
            self.expect_op(')')
            c = ('in', left, rhs)
        elif t.is_kw('like', 'ilike'):
            # SQLite's LIKE ignores ASCII case; PostgreSQL needs ILIKE for that, so both are 'like'.
            self.next()
            c = ('like', left, self.parse_expr())
        elif t.is_kw('is'):
            self.next()
            negate = bool(self.accept_kw('not'))
            if not self.accept_kw('null'):
                raise Unsupported('IS other than IS [NOT] NULL')
            c = ('isnull', left)
        elif t.kind == 'op' and t.text in ('=', '==', '!=', '<>', '<', '>', '<=', '>='):
            self.next()
            op = {'==': '=', '<>': '!='}.get(t.text, t.text)
            if self.peek().is_kw('any', 'all', 'some'):
                self.next()
                self.expect_op('(')
                q = self.parse_query()
                self.expect_op(')')
                c = ('quantified', op, left, q)
            else:
                c = ('cmp', op, left, self.parse_expr())
        else:
            raise SqlError('expected a comparison at %d, found %r' % (t.pos, t.text or 'end of query'))
        return ('not', c) if negate else c

    def _continues_expression(self):
        t = self.peek()
        return (t.kind == 'op' and t.text in ('+', '-', '*', '/', '%', '||', '=', '==', '!=', '<>', '<', '>',
                                               '<=', '>=')) or t.is_kw('between', 'in', 'like', 'ilike', 'is') \
            or (t.is_kw('not') and self.peek(1).is_kw('between', 'in', 'like', 'ilike'))

    def _paren_starts_query(self):
        k = 0
        while self.is_op('(', k):
            k += 1
        return self.peek(k).is_kw('select')

    # -- expressions
    def parse_expr(self):
        e = self.parse_term()
        while self.is_op('+') or self.is_op('-') or self.is_op('||'):
            op = self.next().text
            e = ('arith', op, e, self.parse_term())
        return e

    def parse_term(self):
        e = self.parse_factor()
        while self.is_op('*') or self.is_op('/') or self.is_op('%'):
            op = self.next().text
            e = ('arith', op, e, self.parse_factor())
        return e

    def parse_factor(self):
        t = self.peek()
        if t.kind == 'op' and t.text in ('-', '+'):
            self.next()
            inner = self.parse_factor()
            if inner[0] == 'lit' and inner[1] == 'num':
                return ('lit', 'num', -inner[2] if t.text == '-' else inner[2])
            return ('neg', inner) if t.text == '-' else inner
        if t.kind == 'num':
            self.next()
            return ('lit', 'num', float(t.text))
        if t.kind == 'str':
            self.next()
            return ('lit', 'str', t.text)
        if t.kind == 'dq':
            self.next()
            return ('dq', t.text)
        if t.kind == 'op' and t.text == '*':
            self.next()
            return ('star',)
        if t.kind == 'op' and t.text == '(':
            self.next()
            if self.peek().is_kw('select') or (self.is_op('(') and self._paren_starts_query()):
                q = self.parse_query()
                self.expect_op(')')
                return ('query', q)
            e = self.parse_expr()
            self.expect_op(')')
            return e
        if t.is_kw('null', 'true', 'false'):
            self.next()
            return ('lit', 'kw', t.text.lower())
        if t.kind in ('word', 'qident'):
            name_tok = self.next()
            name = name_tok.text.lower()
            if name_tok.kind == 'word' and self.is_op('('):
                self.next()
                if name in AGGREGATES:
                    distinct = bool(self.accept_kw('distinct'))
                    if not distinct:
                        self.accept_kw('all')
                    arg = self.parse_expr()
                    self.expect_op(')')
                    return ('agg', name, distinct, arg)
                args = []
                if not self.is_op(')'):
                    args.append(self.parse_expr())
                    while self.accept_op(','):
                        args.append(self.parse_expr())
                self.expect_op(')')
                return ('func', name, args)
            if name_tok.kind == 'word' and name in CLAUSE_END:
                raise SqlError('unexpected keyword %s at %d' % (name.upper(), name_tok.pos))
            return self._column_ref(name)
        raise SqlError('unexpected %r at %d' % (t.text or 'end of query', t.pos))

    def _column_ref(self, first):
        parts = [first]
        while self.is_op('.'):
            self.next()
            if self.is_op('*'):
                self.next()
                parts.append('*')
                break
            parts.append(self.parse_name())
        if len(parts) == 1:
            return ('col', None, parts[0])
        if parts[-1] == '*':
            return ('star',)      # t.* : Spider has only one '*' column
        # schema.table.column: the schema is the database itself
        return ('col', parts[-2], parts[-1])


def parse_sql(sql):
    return Parser(sql).parse_statement()


# --------------------------------------------------------------------------------------------
# Spider's component form
# --------------------------------------------------------------------------------------------
# col unit   (agg, column, distinct)        agg in AGGREGATES or 'none'; column 'table.col' or '*'
# val unit   (op, col_unit, col_unit|None)  op in '-', '+', '*', '/', 'none'
# cond unit  (not, op, val_unit, v1, v2)    v: Form (subquery) | ('value', x) | col unit | None
# condition  [cond, 'and'|'or', cond, ...]
# Form attributes mirror Spider's query dictionary.


class Form:
    __slots__ = ('distinct', 'select', 'tables', 'from_conds', 'where', 'group_by', 'having',
                 'order_dir', 'order_by', 'limit', 'intersect', 'union', 'except_')

    def __init__(self):
        self.distinct = False
        self.select = []        # [(agg, val_unit)]
        self.tables = []        # [('table', name) | ('sql', Form)]
        self.from_conds = []
        self.where = []
        self.group_by = []      # [col_unit]
        self.having = []
        self.order_dir = None   # 'asc' | 'desc' when order_by is non-empty
        self.order_by = []      # [val_unit]
        self.limit = None
        self.intersect = self.union = self.except_ = None

    def setops(self):
        return (('intersect', self.intersect), ('union', self.union), ('except', self.except_))


class Scope:
    """Table instances visible in one SELECT, innermost first when chained."""

    def __init__(self, parent=None):
        self.parent = parent
        self.instances = []     # [(alias|None, table_name|None, output_names|None, sub_form|None)]

    def lookup_alias(self, name):
        s = self
        while s is not None:
            for inst in s.instances:
                if inst[0] == name:
                    return inst
            for inst in s.instances:
                if inst[0] is None and inst[1] == name:
                    return inst
            s = s.parent
        return None


class Resolver:
    """Turns the syntax tree into Spider's form against one schema."""

    def __init__(self, schema, dialect):
        self.schema = schema
        self.dialect = dialect   # how "..." reads: 'sqlite' string, 'postgres' identifier, 'auto' either

    def query(self, q, parent_scope=None):
        if isinstance(q, tuple):      # set operation: left gets the right side attached
            _, op, left, right = q
            form = self.select(left, parent_scope)
            setattr(form, 'except_' if op == 'except' else op, self.query(right, parent_scope))
            return form
        return self.select(q, parent_scope)

    def select(self, s, parent_scope):
        form = Form()
        scope = Scope(parent_scope)
        for item in s.from_items:
            if item[0] == 'table':
                _, schema_name, name, alias = item
                if name not in self.schema.columns:
                    raise SqlError('no table %s in %s' % (name, self.schema.db_id))
                scope.instances.append((alias, name, None, None))
                form.tables.append(('table', name))
            else:
                _, sub, alias = item
                sub_form = self.query(sub, parent_scope)
                outputs = self._output_names(sub)
                scope.instances.append((alias, None, outputs, sub_form))
                form.tables.append(('sql', sub_form))
        for c in s.join_conds:
            if form.from_conds:
                form.from_conds.append('and')
            form.from_conds.extend(self.condition(c, scope))
        form.distinct = s.distinct
        for expr, _name in s.items:
            form.select.append(self.select_item(expr, scope))
        if s.where is not None:
            form.where = self.condition(s.where, scope)
        form.group_by = [self.col_unit(e, scope) for e in s.group_by]
        if s.having is not None:
            form.having = self.condition(s.having, scope)
        if s.order_by:
            # Spider keeps one direction per ORDER BY clause: the last one written, else ascending.
            form.order_dir = 'asc'
            for expr, direction in s.order_by:
                form.order_by.append(self.val_unit(expr, scope))
                if direction:
                    form.order_dir = direction
        form.limit = s.limit
        return form

    @staticmethod
    def _output_names(q):
        while isinstance(q, tuple):
            q = q[2]
        names = []
        for expr, name in q.items:
            if name is None and expr[0] == 'col':
                name = expr[2]
            names.append(name)
        return names

    # -- columns
    def column(self, qualifier, name, scope):
        if qualifier is not None:
            inst = scope.lookup_alias(qualifier)
            if inst is None and qualifier in self.schema.columns:
                inst = (qualifier, qualifier, None, None)   # table name used although aliased
            if inst is None:
                raise SqlError('unknown table or alias %s' % qualifier)
            return self._column_of(inst, name)
        s = scope
        while s is not None:
            for inst in s.instances:          # Spider takes the first FROM table with that column
                if inst[1] is not None and self.schema.has_column(inst[1], name):
                    return inst[1] + '.' + name
            for inst in s.instances:
                if inst[2] is not None and name in inst[2]:
                    return self._column_of(inst, name)
            s = s.parent
        raise SqlError('no column %s in the FROM tables' % name)

    def _column_of(self, inst, name):
        _alias, table, outputs, sub_form = inst
        if table is not None:
            if not self.schema.has_column(table, name):
                raise SqlError('no column %s in table %s' % (name, table))
            return table + '.' + name
        if name not in outputs:
            raise SqlError('no column %s in a FROM subquery' % name)
        # A subquery's output column is named after the column it passes through, if it is one.
        agg, (op, cu, _cu2) = sub_form.select[outputs.index(name)]
        if agg == 'none' and op == 'none' and cu[0] == 'none':
            return cu[1]
        return '(subquery).' + name

    def _dq_is_column(self, text, scope):
        if self.dialect == 'postgres':
            return True
        if self.dialect == 'sqlite':
            return False
        try:
            self.column(None, text.lower(), scope)
            return True
        except SqlError:
            return False

    def col_unit(self, e, scope, agg='none', distinct=False):
        kind = e[0]
        if kind == 'col':
            return (agg, self.column(e[1], e[2], scope), distinct)
        if kind == 'dq' and self._dq_is_column(e[1], scope):
            return (agg, self.column(None, e[1].lower(), scope), distinct)
        if kind == 'star':
            return (agg, '*', distinct)
        if kind == 'agg' and agg == 'none':
            return self.col_unit(e[3], scope, e[1], e[2])
        raise Unsupported('expression %s where Spider expects a column' % _describe(e))

    def val_unit(self, e, scope):
        if e[0] == 'arith':
            _, op, left, right = e
            if op not in ('+', '-', '*', '/'):
                raise Unsupported('operator %s' % op)
            return (op, self.col_unit(left, scope), self.col_unit(right, scope))
        return ('none', self.col_unit(e, scope), None)

    def select_item(self, e, scope):
        # In SELECT Spider puts the aggregate on the item, not on the column: count(DISTINCT x) is
        # (count, (none, (none, x, distinct))); elsewhere it sits in the column unit.
        if e[0] == 'agg':
            _, fn, distinct, arg = e
            if arg[0] == 'arith':
                _, op, left, right = arg
                if op not in ('+', '-', '*', '/'):
                    raise Unsupported('operator %s' % op)
                return (fn, (op, self.col_unit(left, scope, 'none', distinct), self.col_unit(right, scope)))
            return (fn, ('none', self.col_unit(arg, scope, 'none', distinct), None))
        return ('none', self.val_unit(e, scope))

    # -- conditions
    def condition(self, c, scope):
        """Flatten an AND/OR tree into Spider's [cond, conj, cond, ...] (it reads them left to right)."""
        kind = c[0]
        if kind in ('and', 'or'):
            out = []
            for part in c[1]:
                if out:
                    out.append(kind)
                out.extend(self.condition(part, scope))
            return out
        return [self.cond_unit(c, scope)]

    def value(self, e, scope):
        kind = e[0]
        if kind == 'query':
            return self.query(e[1], scope)
        if kind == 'lit':
            return ('value', e[2].lower() if isinstance(e[2], str) else e[2])
        if kind == 'dq':
            if self._dq_is_column(e[1], scope):
                return self.col_unit(e, scope)
            return ('value', e[1].lower())
        if kind in ('col', 'star', 'agg'):
            return self.col_unit(e, scope)
        if kind == 'neg':
            return ('value', ('neg', self.value(e[1], scope)))
        if kind in ('arith', 'func'):
            # Values are dropped by the metric, so any constant expression will do; keep its text.
            return ('value', _describe(e))
        raise Unsupported('value %s' % _describe(e))

    def cond_unit(self, c, scope):
        kind = c[0]
        if kind == 'not':
            inner = c[1]
            if inner[0] in ('and', 'or'):
                raise Unsupported('NOT over AND/OR')
            neg, op, vu, v1, v2 = self.cond_unit(inner, scope)
            return (not neg, op, vu, v1, v2)
        if kind == 'cmp':
            _, op, left, right = c
            return (False, op, self.val_unit(left, scope), self.value(right, scope), None)
        if kind == 'between':
            _, left, lo, hi = c
            return (False, 'between', self.val_unit(left, scope), self.value(lo, scope), self.value(hi, scope))
        if kind == 'in':
            _, left, rhs = c
            if isinstance(rhs, list):
                if len(rhs) == 1:
                    v = self.value(rhs[0], scope)
                else:
                    v = ('value', tuple(self.value(x, scope) for x in rhs))
            else:
                v = self.query(rhs, scope)
            return (False, 'in', self.val_unit(left, scope), v, None)
        if kind == 'like':
            _, left, right = c
            return (False, 'like', self.val_unit(left, scope), self.value(right, scope), None)
        if kind == 'isnull':
            return (False, 'is', self.val_unit(c[1], scope), ('value', 'null'), None)
        if kind == 'exists':
            return (False, 'exists', ('none', None, None), self.query(c[1], scope), None)
        if kind == 'quantified':
            raise Unsupported('comparison with ANY/ALL')
        raise SqlError('condition %r' % (kind,))


def _describe(e):
    if e[0] == 'col':
        return (e[1] + '.' if e[1] else '') + e[2]
    if e[0] == 'lit':
        return repr(e[2])
    if e[0] == 'arith':
        return '(%s %s %s)' % (_describe(e[2]), e[1], _describe(e[3]))
    if e[0] == 'agg':
        return '%s(%s%s)' % (e[1], 'DISTINCT ' if e[2] else '', _describe(e[3]))
    if e[0] == 'func':
        return '%s(%s)' % (e[1], ', '.join(_describe(a) for a in e[2]))
    if e[0] == 'star':
        return '*'
    if e[0] == 'dq':
        return '"%s"' % e[1]
    if e[0] == 'neg':
        return '-' + _describe(e[1])
    return e[0]


def to_form(sql, schema, dialect='sqlite'):
    return Resolver(schema, dialect).query(parse_sql(sql))


# --------------------------------------------------------------------------------------------
# What the metric compares: values dropped, foreign-key columns merged, DISTINCT ignored
# --------------------------------------------------------------------------------------------
# The official script normalises only parts of the query, and the comparison inherits that:
#  * top level and INTERSECT/UNION/EXCEPT parts: DISTINCT dropped, columns of the (outer) FROM
#    tables replaced by their foreign-key class representative, non-subquery values dropped;
#  * subqueries used as condition values: values dropped (recursively) but columns and DISTINCT
#    kept, and compared as whole structures (order of items and conditions matters);
#  * subqueries in FROM: compared as whole structures with their values and DISTINCT.
# "Frozen" below is a hashable nested tuple used for those whole-structure comparisons.


def _freeze_value(v, strip_values):
    if isinstance(v, Form):
        return ('sql', freeze(v, strip_values))
    if v is None:
        return None
    if strip_values:
        return None
    return v


def _freeze_cond(cond, strip_values):
    out = []
    for k, unit in enumerate(cond):
        if k % 2:
            out.append(unit)
        else:
            neg, op, vu, v1, v2 = unit
            out.append((neg, op, vu, _freeze_value(v1, strip_values), _freeze_value(v2, strip_values)))
    return tuple(out)


def freeze(form, strip_values):
    """The whole query as nested tuples.  strip_values follows Spider: a subquery in FROM keeps its
    values even inside a value-stripped query."""
    return (
        form.distinct, tuple(form.select),
        tuple(('sql', freeze(t[1], False)) if t[0] == 'sql' else t for t in form.tables),
        _freeze_cond(form.from_conds, strip_values), _freeze_cond(form.where, strip_values),
        tuple(form.group_by), _freeze_cond(form.having, strip_values),
        (form.order_dir, tuple(form.order_by)) if form.order_by else None, form.limit,
        tuple((name, freeze(part, strip_values) if part is not None else None) for name, part in form.setops()),
    )


class Normalized:
    """The parts of one query (or one INTERSECT/UNION/EXCEPT part) the exact match compares."""
    __slots__ = ('select', 'where', 'where_conj', 'group_by', 'having', 'order', 'limit', 'tables',
                 'keywords', 'setops')


def normalize(form, schema, valid_tables=None):
    if valid_tables is None:
        # Foreign-key merging applies to the columns of the top query's FROM tables (also in its
        # INTERSECT/UNION/EXCEPT parts, which inherit this set).
        valid_tables = {t[1] for t in form.tables if t[0] == 'table'}
    canon = schema.fk_canonical

    def col(cu):
        if cu is None:
            return None
        agg, column, _distinct = cu
        if column in canon and column.split('.', 1)[0] in valid_tables:
            column = canon[column]
        return (agg, column, None)

    def vu(v):
        return (v[0], col(v[1]), col(v[2]))

    def cond(c):
        out = []
        for k, unit in enumerate(c):
            if k % 2:
                out.append(unit)
            else:
                neg, op, v, v1, v2 = unit
                out.append((neg, op, vu(v), _freeze_value(v1, True), _freeze_value(v2, True)))
        return out

    n = Normalized()
    n.select = [(agg, vu(v)) for agg, v in form.select]
    n.where = [u for u in cond(form.where)[::2]]
    n.where_conj = set(form.where[1::2])
    n.group_by = [col(c) for c in form.group_by]
    n.having = cond(form.having)
    n.order = (form.order_dir, [vu(v) for v in form.order_by]) if form.order_by else None
    n.limit = form.limit
    n.tables = sorted((('sql', freeze(t[1], False)) if t[0] == 'sql' else t for t in form.tables), key=repr)
    n.keywords = keywords(form)
    n.setops = {name: normalize(part, schema, valid_tables) if part is not None else None
                for name, part in form.setops()}
    return n


def _cond_units(form):
    return form.from_conds[::2] + form.where[::2] + form.having[::2]


def keywords(form):
    kw = set()
    if form.where:
        kw.add('where')
    if form.group_by:
        kw.add('group')
    if form.having:
        kw.add('having')
    if form.order_by:
        kw.update(('order', form.order_dir))
    if form.limit is not None:
        kw.add('limit')
    for name, part in form.setops():
        if part is not None:
            kw.add(name)
    conj = form.from_conds[1::2] + form.where[1::2] + form.having[1::2]
    if 'or' in conj:
        kw.add('or')
    units = _cond_units(form)
    if any(u[0] for u in units):
        kw.add('not')
    if any(u[1] == 'in' for u in units):
        kw.add('in')
    if any(u[1] == 'like' for u in units):
        kw.add('like')
    return kw


# --------------------------------------------------------------------------------------------
# Comparison
# --------------------------------------------------------------------------------------------

COMPONENTS = ('select', 'select(no AGG)', 'where', 'where(no OP)', 'group(no Having)', 'group',
              'order', 'and/or', 'IUEN', 'keywords')


def _multiset_equal(a, b):
    return Counter(map(repr, a)) == Counter(map(repr, b))


def compare(pred, gold):
    """Per component: (matches, gold has it, prediction has it); Spider's rules."""
    r = {}
    r['select'] = (_multiset_equal(pred.select, gold.select), len(gold.select), len(pred.select))
    r['select(no AGG)'] = (_multiset_equal([u[1] for u in pred.select], [u[1] for u in gold.select]),
                           len(gold.select), len(pred.select))
    r['where'] = (_multiset_equal(pred.where, gold.where), len(gold.where), len(pred.where))
    r['where(no OP)'] = (_multiset_equal([u[2] for u in pred.where], [u[2] for u in gold.where]),
                         len(gold.where), len(pred.where))
    # GROUP BY columns are compared by column name only (the table is ignored)...
    r['group(no Having)'] = (_multiset_equal([c[1].split('.')[-1] for c in pred.group_by],
                                             [c[1].split('.')[-1] for c in gold.group_by]),
                             len(gold.group_by), len(pred.group_by))
    # ... and, together with HAVING, as an ordered list of full columns; HAVING without GROUP BY
    # on both sides is not compared here (the keyword set still sees it).
    g, p = int(bool(gold.group_by)), int(bool(pred.group_by))
    same_group = g == p == 1 and [c[1] for c in pred.group_by] == [c[1] for c in gold.group_by] \
        and repr(pred.having) == repr(gold.having)
    r['group'] = (same_group or g == p == 0, g, p)
    # ORDER BY: same direction and expression list, and LIMIT present on both or neither.
    g, p = int(gold.order is not None), int(pred.order is not None)
    same_order = g == 1 and repr(pred.order) == repr(gold.order) and \
        (pred.limit is None) == (gold.limit is None)
    r['order'] = (same_order or g == p == 0, g, p)
    # Spider reports 1 gold / 1 predicted AND/OR unit when the connective sets are equal (also when
    # both are empty), which matters only for the averaged component scores.
    if pred.where_conj == gold.where_conj:
        r['and/or'] = (True, 1, 1)
    else:
        r['and/or'] = (False, len(gold.where_conj), len(pred.where_conj))
    ok, g, p = True, 0, 0
    for name in ('intersect', 'except', 'union'):
        gp, pp = gold.setops[name], pred.setops[name]
        g += gp is not None
        p += pp is not None
        if (gp is None) != (pp is None) or (gp is not None and not exact(pp, gp)):
            ok = False
    r['IUEN'] = (ok, g, p)
    r['keywords'] = (pred.keywords == gold.keywords, len(gold.keywords), len(pred.keywords))
    return r


def exact(pred, gold, components=None):
    r = compare(pred, gold)
    if components is not None:
        components.update(r)
    return all(ok for ok, _g, _p in r.values()) and repr(pred.tables) == repr(gold.tables)


# --------------------------------------------------------------------------------------------
# Hardness (from the gold query), Spider's counting rules
# --------------------------------------------------------------------------------------------


def _nested(form):
    out = [v for u in _cond_units(form) for v in (u[3], u[4]) if isinstance(v, Form)]
    return out + [part for _name, part in form.setops() if part is not None]


def hardness(form):
    comp1 = sum((bool(form.where), bool(form.group_by), bool(form.order_by), form.limit is not None))
    comp1 += max(len(form.tables) - 1, 0)
    comp1 += (form.from_conds[1::2] + form.where[1::2] + form.having[1::2]).count('or')
    comp1 += sum(u[1] == 'like' for u in _cond_units(form))
    comp2 = len(_nested(form))

    # Aggregates as Spider counts them.  Its count looks at the first field of each element, so in
    # WHERE it counts NOT (the first field of a condition) and in HAVING also every AND/OR.
    aggs = sum(agg != 'none' for agg, _v in form.select)
    aggs += sum(bool(u[0]) for u in form.where[::2])
    aggs += sum(c[0] != 'none' for c in form.group_by)
    aggs += sum(cu[0] != 'none' for v in form.order_by for cu in (v[1], v[2]) if cu is not None)
    aggs += sum(bool(u[0]) for u in form.having[::2]) + len(form.having[1::2])
    others = (aggs > 1) + (len(form.select) > 1) + (len(form.where) > 1) + (len(form.group_by) > 1)

    if comp1 <= 1 and others == 0 and comp2 == 0:
        return 'easy'
    if (others <= 2 and comp1 <= 1 and comp2 == 0) or (comp1 <= 2 and others < 2 and comp2 == 0):
        return 'medium'
    if (others > 2 and comp1 <= 2 and comp2 == 0) or (2 < comp1 <= 3 and others <= 2 and comp2 == 0) \
            or (comp1 <= 1 and others == 0 and comp2 <= 1):
        return 'hard'
    return 'extra'


# --------------------------------------------------------------------------------------------
# One example, and the summary
# --------------------------------------------------------------------------------------------

LEVELS = ('easy', 'medium', 'hard', 'extra', 'all')


def evaluate_pair(schema, gold_sql, pred_sql, gold_dialect='sqlite', pred_dialect='auto'):
    """{'exact', 'hardness', 'pred_error', 'partial'}; raises SqlError if the gold does not parse."""
    gold_form = to_form(gold_sql, schema, gold_dialect)
    level = hardness(gold_form)
    gold_n = normalize(gold_form, schema)
    try:
        pred_n = normalize(to_form(pred_sql, schema, pred_dialect), schema)
        error = None
    except SqlError as e:
        pred_n = normalize(Form(), schema)       # scored like an empty query: wrong everywhere
        error = '%s: %s' % (type(e).__name__, e)
    parts = {}
    ok = exact(pred_n, gold_n, parts) and error is None
    return {'exact': bool(ok), 'hardness': level, 'pred_error': error,
            'partial': {k: int(v[0]) for k, v in parts.items()},
            '_totals': {k: (v[1], v[2]) for k, v in parts.items()}}


class Summary:
    def __init__(self):
        self.count = Counter()
        self.exact = Counter()
        self.pred_errors = 0
        self.gold_errors = 0
        # component -> level -> [acc_sum, acc_n, rec_sum, rec_n]
        self.part = {c: {lv: [0, 0, 0, 0] for lv in LEVELS} for c in COMPONENTS}

    def add(self, res):
        for lv in (res['hardness'], 'all'):
            self.count[lv] += 1
            self.exact[lv] += res['exact']
            for c in COMPONENTS:
                g, p = res['_totals'][c]
                ok = res['partial'][c]
                # Spider scores a component 1 only if both sides have the same number of units and
                # all match; accuracy averages over examples where the prediction has the
                # component, recall over those where the gold has it.
                score = int(ok and g == p) if (g or p) else 1
                acc = self.part[c][lv]
                if p > 0:
                    acc[0] += score
                    acc[1] += 1
                if g > 0:
                    acc[2] += score
                    acc[3] += 1
        if res['pred_error']:
            self.pred_errors += 1

    def table(self):
        lines = ['%-18s' % '' + ''.join('%10s' % lv for lv in LEVELS),
                 '%-18s' % 'count' + ''.join('%10d' % self.count[lv] for lv in LEVELS),
                 '%-18s' % 'exact match' + ''.join(
                     '%10.3f' % (self.exact[lv] / self.count[lv] if self.count[lv] else 0) for lv in LEVELS),
                 '', 'component F1 (Spider partial matching)']
        for c in COMPONENTS:
            row = []
            for lv in LEVELS:
                a_sum, a_n, r_sum, r_n = self.part[c][lv]
                acc = a_sum / a_n if a_n else 0.0
                rec = r_sum / r_n if r_n else 0.0
                f1 = 1.0 if acc == 0 and rec == 0 and not a_n and not r_n else \
                    (2 * acc * rec / (acc + rec) if acc + rec else 0.0)
                row.append('%10.3f' % f1)
            lines.append('%-18s' % c + ''.join(row))
        lines.append('')
        lines.append('predictions that do not parse: %d (counted wrong)' % self.pred_errors)
        if self.gold_errors:
            lines.append('gold queries that do not parse (skipped): %d' % self.gold_errors)
        return '\n'.join(lines)


def default_tables_path():
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    return os.path.join(repo, '..', 'shared', 'data', 'spider', 'tables.json')


def main(argv=None):
    ap = argparse.ArgumentParser(description='Spider exact-set-match evaluation (see EVAL.md).')
    ap.add_argument('--gold', help='gold file: SQL<TAB>db_id per line')
    ap.add_argument('--pred', help='prediction file: one SQL per line, same order as --gold')
    ap.add_argument('--jsonl', help='JSON lines {"db_id","gold","pred"}; per-example JSON to stdout')
    ap.add_argument('--tables', default=default_tables_path(), help='Spider tables.json')
    ap.add_argument('--gold-dialect', default='sqlite', choices=('sqlite', 'postgres', 'auto'),
                    help='how "..." reads in gold SQL (sqlite: string literal, as Spider)')
    ap.add_argument('--pred-dialect', default='auto', choices=('sqlite', 'postgres', 'auto'),
                    help='how "..." reads in predictions (auto: identifier if it names a column)')
    ap.add_argument('--per-example', help='with --gold/--pred: also write per-example JSON lines here')
    args = ap.parse_args(argv)
    schemas = load_schemas(args.tables)

    if args.jsonl:
        with open(args.jsonl, encoding='utf-8') as f:
            pairs = [json.loads(line) for line in f if line.strip()]
        pairs = [(p['db_id'], p['gold'], p['pred']) for p in pairs]
        out = sys.stdout
        report = sys.stderr
    elif args.gold and args.pred:
        with open(args.gold, encoding='utf-8') as f:
            golds = [line.rstrip('\n').split('\t') for line in f if line.strip()]
        with open(args.pred, encoding='utf-8') as f:
            preds = [line.rstrip('\n') for line in f]
        # a blank prediction line is an empty (unparseable) prediction, so it must stay in place
        preds = preds[:len(golds)] + [''] * (len(golds) - len(preds))
        pairs = [(g[1].strip(), g[0], p) for g, p in zip(golds, preds)]
        out = open(args.per_example, 'w', encoding='utf-8') if args.per_example else None
        report = sys.stdout
    else:
        ap.error('give --gold and --pred, or --jsonl')

    summary = Summary()
    for db_id, gold, pred in pairs:
        if db_id not in schemas:
            raise SystemExit('database %s is not in %s' % (db_id, args.tables))
        try:
            res = evaluate_pair(schemas[db_id], gold, pred, args.gold_dialect, args.pred_dialect)
        except SqlError as e:
            summary.gold_errors += 1
            res = {'exact': False, 'hardness': None, 'pred_error': None, 'gold_error': str(e)}
        else:
            summary.add(res)
            del res['_totals']
        if out is not None:
            out.write(json.dumps(res) + '\n')
    if out is not None and out is not sys.stdout:
        out.close()
    print(summary.table(), file=report)
    return 0


if __name__ == '__main__':
    sys.exit(main())
