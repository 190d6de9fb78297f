#!/usr/bin/env python3
"""Cross-check material for spider_eval.py: (gold, prediction) pairs made from Spider dev's gold SQL.

Each gold query is parsed with spider_eval's parser, changed in one way (a mutation), and printed
again, either in Spider's own style (aliases as written, conditions without parentheses) or in the
style of dtfixup's SQL renderer (every table instance aliased tK, every column qualified, tables
schema-qualified, AND/OR chains parenthesised, '' escapes, <> for !=, explicit ASC).  Spider's
official evaluator cannot read all of the renderer's syntax, so each renderer-style pair also gets
a variant it can read ("official" text: no schema prefix, no parentheses around conditions, JOIN
instead of a comma); spider_eval.py is scored on the full renderer text, the official script on the
variant.  'expect' says what the mutation should do under Spider's rules; the official script's
verdict is what the cross-check compares with, not this field.

  make_eval_pairs.py [--dev dev.json] [--tables tables.json] > pairs.jsonl
  lines: {"id", "db_id", "gold", "pred", "pred_official", "mutation", "style", "expect"}
"""

import argparse
import copy
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import spider_eval as se  # noqa: E402

# The keywords that dtfixup's renderer (src/sql/sql_render.c, quoted_keywords) quotes.
PG_QUOTED = {
    'all', 'analyse', 'analyze', 'and', 'any', 'array', 'as', 'asc', 'asymmetric', 'authorization',
    'between', 'bigint', 'binary', 'bit', 'boolean', 'both', 'case', 'cast', 'char', 'character',
    'check', 'coalesce', 'collate', 'collation', 'column', 'concurrently', 'constraint', 'create',
    'cross', 'current_catalog', 'current_date', 'current_role', 'current_schema', 'current_time',
    'current_timestamp', 'current_user', 'dec', 'decimal', 'default', 'deferrable', 'desc', 'distinct',
    'do', 'else', 'end', 'except', 'exists', 'extract', 'false', 'fetch', 'float', 'for', 'foreign',
    'freeze', 'from', 'full', 'grant', 'greatest', 'group', 'grouping', 'having', 'ilike', 'in',
    'initially', 'inner', 'inout', 'int', 'integer', 'intersect', 'interval', 'into', 'is', 'isnull',
    'join', 'lateral', 'leading', 'least', 'left', 'like', 'limit', 'localtime', 'localtimestamp',
    'national', 'natural', 'nchar', 'none', 'normalize', 'not', 'notnull', 'null', 'nullif', 'numeric',
    'offset', 'on', 'only', 'or', 'order', 'out', 'outer', 'overlaps', 'overlay', 'placing',
    'position', 'precision', 'primary', 'real', 'references', 'returning', 'right', 'row', 'select',
    'session_user', 'setof', 'similar', 'smallint', 'some', 'substring', 'symmetric', 'table',
    'tablesample', 'then', 'time', 'timestamp', 'to', 'trailing', 'treat', 'trim', 'true', 'union',
    'unique', 'user', 'using', 'values', 'varchar', 'variadic', 'verbose', 'when', 'where', 'window',
    'with', 'xmlattributes', 'xmlconcat', 'xmlelement', 'xmlexists', 'xmlforest', 'xmlnamespaces',
    'xmlparse', 'xmlpi', 'xmlroot', 'xmlserialize', 'xmltable'
}


def pg_ident(name):
    plain = name[:1].isalpha() or name[:1] == '_'
    plain = plain and all(c.islower() or c.isdigit() or c == '_' for c in name)
    if plain and name not in PG_QUOTED:
        return name
    return '"' + name.replace('"', '""') + '"'


class Printer:
    """Prints spider_eval's syntax tree.  style: 'spider', 'renderer', or 'official' (the part of
    the renderer style that Spider's own parser can read)."""

    def __init__(self, schema, style):
        self.schema = schema
        self.style = style
        self.counter = 0

    # -- scopes for renderer-style aliasing: [(names it answers to, table, new alias)]
    def query(self, q, scopes=()):
        if isinstance(q, tuple):
            _, op, left, right = q
            if self.style == 'spider':
                return '%s %s %s' % (self.query(left, scopes), op.upper(), self.query(right, scopes))
            return '(%s) %s (%s)' % (self.query(left, scopes), op.upper(), self.query(right, scopes))
        return self.select(q, scopes)

    def select(self, s, scopes):
        insts = []
        for item in s.from_items:
            if item[0] != 'table':
                if self.style != 'spider':
                    raise ValueError('renderer style for FROM subqueries is not generated')
                insts.append(((item[2],), None, item[2]))
                continue
            _, _schema, table, alias = item
            names = (alias,) if alias else (table,)
            new = 't%d' % self.counter if self.style != 'spider' else alias
            self.counter += 1
            insts.append((names, table, new))
        scopes = (insts,) + tuple(scopes)
        out = ['SELECT ' + ('DISTINCT ' if s.distinct else '') +
               ', '.join(self.expr(e, scopes) for e, _n in s.items)]
        out.append('FROM ' + self.from_clause(s, insts, scopes))
        if s.where is not None:
            out.append('WHERE ' + self.cond(s.where, scopes, top=True))
        if s.group_by:
            out.append('GROUP BY ' + ', '.join(self.expr(e, scopes) for e in s.group_by))
        if s.having is not None:
            out.append('HAVING ' + self.cond(s.having, scopes, top=True))
        if s.order_by:
            items = []
            for e, d in s.order_by:
                if self.style != 'spider' and d is None:
                    d = 'asc'
                items.append(self.expr(e, scopes) + (' ' + d.upper() if d else ''))
            out.append('ORDER BY ' + ', '.join(items))
        if s.limit is not None:
            out.append('LIMIT %d' % s.limit)
        return ' '.join(out)

    def table_ref(self, item, inst):
        if item[0] == 'subquery':
            return '(%s)%s' % (self.query(item[1]), (' AS ' + item[2]) if item[2] else '')
        _, _schema, table, alias = item
        if self.style == 'spider':
            return table + (' AS ' + alias if alias else '')
        name = self.ident(table)
        if self.style == 'renderer':
            name = pg_ident(self.schema.db_id.lower()) + '.' + name
        return '%s AS %s' % (name, inst[2])

    def from_clause(self, s, insts, scopes):
        items = s.from_items
        conds = s.join_conds
        parts = [self.table_ref(items[0], insts[0])]
        # ON conditions follow their JOIN when there is one per join; otherwise all go on the last.
        per_join = len(conds) == len(items) - 1
        for k in range(1, len(items)):
            ref = self.table_ref(items[k], insts[k])
            if not conds and self.style == 'renderer':
                parts.append(', ' + ref)
                continue
            on = None
            if per_join:
                on = conds[k - 1]
            elif conds and k == len(items) - 1:
                on = ('and', list(conds)) if len(conds) > 1 else conds[0]
            parts.append(' JOIN ' + ref + (' ON ' + self.cond(on, scopes, top=True) if on else ''))
        return ''.join(parts)

    def column(self, q, name, scopes):
        if self.style == 'spider':
            return (q + '.' if q else '') + name
        for insts in scopes:
            for names, table, new in insts:
                if q is not None and (q in names or (table == q and names == (q,))):
                    return new + '.' + self.ident(name)
                if q is None and table is not None and self.schema.has_column(table, name):
                    return new + '.' + self.ident(name)
        if q is not None:
            for insts in scopes:
                for names, table, new in insts:
                    if table == q:
                        return new + '.' + self.ident(name)
        raise ValueError('cannot place column %s.%s' % (q, name))

    def ident(self, name):
        # Spider's parser reads "..." as a string, so the official variant leaves names bare.
        return pg_ident(name) if self.style == 'renderer' else name

    def literal(self, v):
        if isinstance(v, float):
            return str(int(v)) if v == int(v) and abs(v) < 1e15 else repr(v)
        if self.style == 'spider' and '"' not in v:
            return '"%s"' % v
        return "'" + v.replace("'", "''") + "'"

    def expr(self, e, scopes, in_agg=False):
        k = e[0]
        if k == 'col':
            return self.column(e[1], e[2], scopes)
        if k == 'star':
            return '*'
        if k == 'lit':
            if e[1] == 'kw':
                return e[2].upper()
            return self.literal(e[2])
        if k == 'dq':      # gold is read as SQLite: "..." is a string
            return self.literal(e[1])
        if k == 'agg':
            return '%s(%s%s)' % (e[1], 'DISTINCT ' if e[2] else '', self.expr(e[3], scopes, True))
        if k == 'arith':
            inner = '%s %s %s' % (self.expr(e[2], scopes), e[1], self.expr(e[3], scopes))
            if self.style == 'spider' or (self.style == 'official' and in_agg):
                return inner
            return '(' + inner + ')'
        if k == 'neg':
            return '-' + self.expr(e[1], scopes)
        if k == 'query':
            return '(' + self.query(e[1], scopes) + ')'
        if k == 'func':
            return '%s(%s)' % (e[1], ', '.join(self.expr(a, scopes) for a in e[2]))
        raise ValueError(k)

    def cond(self, c, scopes, top=False):
        k = c[0]
        if k in ('and', 'or'):
            parts = [self.cond(p, scopes) for p in c[1]]
            text = (' %s ' % k.upper()).join(parts)
            return text if self.style != 'renderer' else '(' + text + ')'
        if k == 'not':
            inner = c[1]
            words = {'in': ' NOT IN ', 'like': ' NOT LIKE ', 'between': ' NOT BETWEEN '}
            if inner[0] in words:
                return self.cond(inner, scopes).replace(words[inner[0]].replace('NOT ', ''), words[inner[0]], 1)
            if inner[0] == 'isnull':
                return self.expr(inner[1], scopes) + ' IS NOT NULL'
            return '(NOT %s)' % self.cond(inner, scopes)
        if k == 'cmp':
            op = c[1]
            if op == '!=' and self.style == 'renderer':   # Spider's parser cannot read <>
                op = '<>'
            return '%s %s %s' % (self.expr(c[2], scopes), op, self.expr(c[3], scopes))
        if k == 'between':
            return '%s BETWEEN %s AND %s' % (self.expr(c[1], scopes), self.expr(c[2], scopes),
                                            self.expr(c[3], scopes))
        if k == 'in':
            rhs = c[2]
            if isinstance(rhs, list):
                inner = ', '.join(self.expr(x, scopes) for x in rhs)
            else:
                inner = self.query(rhs, scopes)
            return '%s IN (%s)' % (self.expr(c[1], scopes), inner)
        if k == 'like':
            return '%s LIKE %s' % (self.expr(c[1], scopes), self.expr(c[2], scopes))
        if k == 'isnull':
            return self.expr(c[1], scopes) + ' IS NULL'
        if k == 'exists':
            return 'EXISTS (%s)' % self.query(c[1], scopes)
        raise ValueError(k)


# --------------------------------------------------------------------------------------------
# Mutations: each takes the parsed gold (a deep copy) and returns the changed tree or None
# --------------------------------------------------------------------------------------------

def top_select(q):
    while isinstance(q, tuple):
        q = q[2]
    return q


def walk_exprs(e, fn):
    """Pre-order over expression nodes (not into subqueries)."""
    fn(e)
    if e[0] == 'agg':
        walk_exprs(e[3], fn)
    elif e[0] == 'arith':
        walk_exprs(e[2], fn)
        walk_exprs(e[3], fn)


def map_cond(c, fn):
    """Apply fn to every leaf condition, returning the new tree."""
    if c[0] in ('and', 'or'):
        return (c[0], [map_cond(p, fn) for p in c[1]])
    if c[0] == 'not':
        return ('not', map_cond(c[1], fn))
    return fn(c)


def leaves(c):
    if c is None:
        return []
    if c[0] in ('and', 'or'):
        return [x for p in c[1] for x in leaves(p)]
    if c[0] == 'not':
        return leaves(c[1])
    return [c]


def table_of(s, qualifier, schema):
    for item in s.from_items:
        if item[0] == 'table' and (item[3] == qualifier or (item[3] is None and item[2] == qualifier)):
            return item[2]
    if qualifier in schema.columns:
        return qualifier
    return None


def col_table(s, e, schema):
    if e[1] is not None:
        return table_of(s, e[1], schema)
    for item in s.from_items:
        if item[0] == 'table' and schema.has_column(item[2], e[2]):
            return item[2]
    return None


def m_swap_select_col(q, schema, rng):
    s = top_select(q)
    for idx, (e, name) in enumerate(s.items):
        target = e[3] if e[0] == 'agg' else e
        if target[0] != 'col':
            continue
        table = col_table(s, target, schema)
        others = [c for c in schema.columns.get(table, []) if c != target[2] and c != '*']
        if not others:
            continue
        new = ('col', target[1], rng.choice(others))
        s.items[idx] = (('agg', e[1], e[2], new) if e[0] == 'agg' else new, name)
        return q
    return None


def m_drop_where_cond(q, schema, rng):
    s = top_select(q)
    if s.where is None:
        return None
    if s.where[0] in ('and', 'or') and len(s.where[1]) > 1:
        parts = s.where[1][:-1]
        s.where = (s.where[0], parts) if len(parts) > 1 else parts[0]
    else:
        s.where = None
    return q


def m_add_where_cond(q, schema, rng):
    s = top_select(q)
    item = s.from_items[0]
    if item[0] != 'table':
        return None
    cols = [c for c in schema.columns[item[2]] if c != '*']
    new = ('cmp', '=', ('col', item[3], rng.choice(cols)), ('lit', 'str', 'added value'))
    if s.where is None:
        s.where = new
    elif s.where[0] == 'and':
        s.where = ('and', s.where[1] + [new])
    else:
        s.where = ('and', [s.where, new])
    return q


AGG_SWAP = {'max': 'min', 'min': 'max', 'avg': 'sum', 'sum': 'avg', 'count': 'max'}


def m_change_agg(q, schema, rng):
    s = top_select(q)
    for idx, (e, name) in enumerate(s.items):
        if e[0] == 'agg' and not (e[1] == 'count' and e[3][0] == 'star'):
            s.items[idx] = (('agg', AGG_SWAP[e[1]], e[2], e[3]), name)
            return q
    for idx, (e, name) in enumerate(s.items):
        if e[0] == 'col':
            s.items[idx] = (('agg', 'max', False, e), name)
            return q
    return None


def m_reorder_select(q, schema, rng):
    s = top_select(q)
    if len(s.items) < 2:
        return None
    s.items.reverse()
    return q


def m_reorder_where(q, schema, rng):
    s = top_select(q)
    if s.where is None or s.where[0] not in ('and', 'or'):
        return None
    s.where = (s.where[0], list(reversed(s.where[1])))
    return q


def _change_value(c):
    def lit(e):
        if e[0] == 'lit' and e[1] == 'num':
            return ('lit', 'num', e[2] + 7)
        if e[0] in ('lit', 'dq') and (e[0] == 'dq' or e[1] == 'str'):
            return ('lit', 'str', 'changed value')
        return e
    if c[0] == 'cmp':
        return ('cmp', c[1], c[2], lit(c[3]))
    if c[0] == 'like':
        return ('like', c[1], lit(c[2]))
    if c[0] == 'between':
        return ('between', c[1], lit(c[2]), lit(c[3]))
    if c[0] == 'in' and isinstance(c[2], list):
        return ('in', c[1], [lit(x) for x in c[2]])
    return c


def _all_selects(q, out):
    """Every Select of the query, subqueries included."""
    if isinstance(q, tuple):
        _all_selects(q[2], out)
        _all_selects(q[3], out)
        return out
    out.append(q)
    for item in q.from_items:
        if item[0] == 'subquery':
            _all_selects(item[1], out)
    for c in [q.where, q.having] + q.join_conds:
        for leaf in leaves(c):
            for part in leaf[1:]:
                if isinstance(part, se.Select) or (isinstance(part, tuple) and part[:1] == ('setop',)):
                    _all_selects(part, out)
                elif isinstance(part, tuple) and part[:1] == ('query',):
                    _all_selects(part[1], out)
    return out


def m_change_values(q, schema, rng):
    changed = False
    for s in _all_selects(q, []):
        for attr in ('where', 'having'):
            c = getattr(s, attr)
            if c is not None:
                new = map_cond(c, _change_value)
                changed |= new != c
                setattr(s, attr, new)
    return q if changed else None


def m_value_with_quote(q, schema, rng):
    s = top_select(q)
    if s.where is None:
        return None
    done = []

    def fn(c):
        if not done and c[0] in ('cmp', 'like') and c[-1][0] in ('lit', 'dq') and \
                (c[-1][0] == 'dq' or c[-1][1] == 'str'):
            done.append(1)
            return c[:-1] + (('lit', 'str', "it's"),)
        return c
    s.where = map_cond(s.where, fn)
    return q if done else None


def m_add_distinct(q, schema, rng):
    s = top_select(q)
    if s.distinct:
        return None
    s.distinct = True
    return q


def m_add_distinct_nested(q, schema, rng):
    s = top_select(q)
    for leaf in leaves(s.where):
        for part in leaf[1:]:
            if isinstance(part, se.Select) and not part.distinct:
                part.distinct = True
                return q
            if isinstance(part, tuple) and part and part[0] == 'query' and isinstance(part[1], se.Select) \
                    and not part[1].distinct:
                part[1].distinct = True
                return q
    return None


def m_change_limit(q, schema, rng):
    s = top_select(q)
    if s.limit is None:
        return None
    s.limit += 2
    return q


def m_drop_limit(q, schema, rng):
    s = top_select(q)
    if s.limit is None:
        return None
    s.limit = None
    return q


def m_add_limit(q, schema, rng):
    s = top_select(q)
    if s.limit is not None or not s.order_by:
        return None
    s.limit = 1
    return q


def m_swap_order_dir(q, schema, rng):
    s = top_select(q)
    if not s.order_by:
        return None
    s.order_by = [(e, 'asc' if d == 'desc' else 'desc') for e, d in s.order_by]
    return q


def m_explicit_asc(q, schema, rng):
    s = top_select(q)
    if not s.order_by or all(d for _e, d in s.order_by):
        return None
    s.order_by = [(e, d or 'asc') for e, d in s.order_by]
    return q


def m_swap_order_col(q, schema, rng):
    s = top_select(q)
    for idx, (e, d) in enumerate(s.order_by):
        target = e[3] if e[0] == 'agg' else e
        if target[0] != 'col':
            continue
        others = [c for c in schema.columns.get(col_table(s, target, schema), []) if c != target[2]]
        if others:
            new = ('col', target[1], rng.choice(others))
            s.order_by[idx] = (('agg', e[1], e[2], new) if e[0] == 'agg' else new, d)
            return q
    return None


def m_swap_join_order(q, schema, rng):
    s = top_select(q)
    if len(s.from_items) != 2:
        return None
    s.from_items.reverse()
    return q


CMP_SWAP = {'>': '<', '<': '>', '>=': '<=', '<=': '>=', '=': '!=', '!=': '='}


def m_change_cmp_op(q, schema, rng):
    s = top_select(q)
    done = []

    def fn(c):
        if not done and c[0] == 'cmp':
            done.append(1)
            return ('cmp', CMP_SWAP[c[1]], c[2], c[3])
        return c
    if s.where is None:
        return None
    s.where = map_cond(s.where, fn)
    return q if done else None


def m_drop_group(q, schema, rng):
    s = top_select(q)
    if not s.group_by:
        return None
    s.group_by = []
    s.having = None
    return q


def m_swap_setop(q, schema, rng):
    if not isinstance(q, tuple):
        return None
    nxt = {'union': 'intersect', 'intersect': 'except', 'except': 'union'}
    return ('setop', nxt[q[1]], q[2], q[3])


def m_flip_not_in(q, schema, rng):
    s = top_select(q)
    done = []
    if s.where is None:
        return None

    def flip(c):
        if done:
            return c
        if c[0] == 'not' and c[1][0] == 'in':
            done.append(1)
            return c[1]
        if c[0] == 'in':
            done.append(1)
            return ('not', c)
        if c[0] in ('and', 'or'):
            return (c[0], [flip(p) for p in c[1]])
        return c
    s.where = flip(s.where)
    return q if done else None


def m_fk_swap(q, schema, rng):
    """Replace a select/where column by the column a foreign key links it to in another FROM table."""
    s = top_select(q)
    tables = {}
    for item in s.from_items:
        if item[0] == 'table':
            tables.setdefault(item[2], item[3] or item[2])
    if len(tables) < 2:
        return None
    canon = schema.fk_canonical

    def partner(e):
        t = col_table(s, e, schema)
        if t is None:
            return None
        key = t + '.' + e[2]
        if key not in canon:
            return None
        for other, alias in tables.items():
            if other == t:
                continue
            for c in schema.columns[other]:
                if canon.get(other + '.' + c) == canon[key]:
                    return ('col', alias, c)
        return None

    for idx, (e, name) in enumerate(s.items):
        target = e[3] if e[0] == 'agg' else e
        if target[0] == 'col':
            new = partner(target)
            if new:
                s.items[idx] = (('agg', e[1], e[2], new) if e[0] == 'agg' else new, name)
                return q
    return None


def m_reorder_group(q, schema, rng):
    s = top_select(q)
    if len(s.group_by) < 2:
        return None
    s.group_by.reverse()
    return q


def _first_nested(s):
    for leaf in leaves(s.where):
        for part in leaf[1:]:
            if isinstance(part, se.Select):
                return part
            if isinstance(part, tuple) and part[:1] == ('query',) and isinstance(part[1], se.Select):
                return part[1]
    return None


def m_reorder_nested_where(q, schema, rng):
    sub = _first_nested(top_select(q))
    if sub is None or sub.where is None or sub.where[0] not in ('and', 'or'):
        return None
    sub.where = (sub.where[0], list(reversed(sub.where[1])))
    return q


def m_reorder_nested_select(q, schema, rng):
    sub = _first_nested(top_select(q))
    if sub is None or len(sub.items) < 2:
        return None
    sub.items.reverse()
    return q


def m_change_join_cond(q, schema, rng):
    """Point the first ON condition's left column at another column of its table."""
    s = top_select(q)
    if not s.join_conds or s.join_conds[0][0] != 'cmp' or s.join_conds[0][2][0] != 'col':
        return None
    c = s.join_conds[0]
    left = c[2]
    others = [x for x in schema.columns.get(col_table(s, left, schema), []) if x != left[2]]
    if not others:
        return None
    s.join_conds[0] = ('cmp', c[1], ('col', left[1], rng.choice(others)), c[3])
    return q


def m_alias_reuse(q, schema, rng):
    """Give the tables of condition subqueries the aliases the outer query uses (T1, T2, ...),
    which is valid SQL: each subquery has its own scope."""
    s = top_select(q)
    sub = _first_nested(s)
    outer_aliases = [item[3] for item in s.from_items if item[0] == 'table' and item[3]]
    if sub is None or not outer_aliases:
        return None
    if any(item[0] != 'table' for item in sub.from_items):
        return None
    rename = {}
    for k, item in enumerate(sub.from_items):
        new = 'T%d' % (k + 1)
        rename[item[3] or item[2]] = new
        sub.from_items[k] = ('table', item[1], item[2], new)
    if all(old == new for old, new in rename.items()):
        return None

    def fix_expr(e):
        if e[0] == 'col':
            if e[1] is not None and e[1] in rename:
                return ('col', rename[e[1]], e[2])
            if e[1] is None:
                # qualify so that the renamed aliases are used
                for item in sub.from_items:
                    if schema.has_column(item[2], e[2]):
                        return ('col', item[3], e[2])
            return e
        if e[0] == 'agg':
            return ('agg', e[1], e[2], fix_expr(e[3]))
        if e[0] == 'arith':
            return ('arith', e[1], fix_expr(e[2]), fix_expr(e[3]))
        return e

    def fix_cond(c):
        k = c[0]
        if k == 'cmp':
            return ('cmp', c[1], fix_expr(c[2]), fix_expr(c[3]))
        if k == 'between':
            return ('between', fix_expr(c[1]), c[2], c[3])
        if k == 'like':
            return ('like', fix_expr(c[1]), c[2])
        if k == 'in':
            return ('in', fix_expr(c[1]), c[2])
        return c
    sub.items = [(fix_expr(e), n) for e, n in sub.items]
    sub.join_conds = [map_cond(c, fix_cond) for c in sub.join_conds]
    if sub.where is not None:
        sub.where = map_cond(sub.where, fix_cond)
    sub.group_by = [fix_expr(e) for e in sub.group_by]
    if sub.having is not None:
        sub.having = map_cond(sub.having, fix_cond)
    sub.order_by = [(fix_expr(e), d) for e, d in sub.order_by]
    return q


def m_count_star_to_col(q, schema, rng):
    s = top_select(q)
    for idx, (e, name) in enumerate(s.items):
        if e[0] == 'agg' and e[1] == 'count' and e[3][0] == 'star':
            item = s.from_items[0]
            if item[0] != 'table':
                return None
            col = [c for c in schema.columns[item[2]]][0]
            s.items[idx] = (('agg', 'count', False, ('col', item[3], col)), name)
            return q
    return None


def m_change_having_op(q, schema, rng):
    s = top_select(q)
    if s.having is None:
        return None
    done = []

    def fn(c):
        if not done and c[0] == 'cmp':
            done.append(1)
            return ('cmp', CMP_SWAP[c[1]], c[2], c[3])
        return c
    s.having = map_cond(s.having, fn)
    return q if done else None


def m_identity(q, schema, rng):
    return q


# (name, function, expectation under Spider's rules; 'official' marks the result as a quirk)
MUTATIONS = [
    ('identity', m_identity, 'match'),
    ('reorder_select', m_reorder_select, 'match'),
    ('reorder_where', m_reorder_where, 'match'),
    ('change_values', m_change_values, 'match'),
    ('add_distinct', m_add_distinct, 'match'),
    ('change_limit', m_change_limit, 'match'),
    ('explicit_asc', m_explicit_asc, 'match'),
    ('swap_join_order', m_swap_join_order, 'match'),
    ('fk_swap', m_fk_swap, 'match'),
    ('value_with_quote', m_value_with_quote, 'match'),
    ('swap_select_col', m_swap_select_col, 'no match'),
    ('drop_where_cond', m_drop_where_cond, 'no match'),
    ('add_where_cond', m_add_where_cond, 'no match'),
    ('change_agg', m_change_agg, 'no match'),
    ('drop_limit', m_drop_limit, 'no match'),
    ('add_limit', m_add_limit, 'no match'),
    ('swap_order_dir', m_swap_order_dir, 'no match'),
    ('swap_order_col', m_swap_order_col, 'no match'),
    ('change_cmp_op', m_change_cmp_op, 'no match'),
    ('drop_group', m_drop_group, 'no match'),
    ('swap_setop', m_swap_setop, 'no match'),
    ('flip_not_in', m_flip_not_in, 'no match'),
    ('add_distinct_nested', m_add_distinct_nested, 'no match (Spider keeps DISTINCT in subqueries)'),
    ('reorder_group', m_reorder_group, 'no match (Spider compares GROUP BY as a list)'),
    ('reorder_nested_where', m_reorder_nested_where, 'no match (subqueries compared as structures)'),
    ('reorder_nested_select', m_reorder_nested_select, 'no match (subqueries compared as structures)'),
    ('change_join_cond', m_change_join_cond, 'match (join conditions are not compared)'),
    ('alias_reuse', m_alias_reuse, 'match'),
    ('count_star_to_col', m_count_star_to_col, 'no match'),
    ('change_having_op', m_change_having_op, 'no match'),
]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    data = os.path.join(here, '..', '..', '..', 'shared', 'data', 'spider')
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--dev', default=os.path.join(data, 'dev.json'))
    ap.add_argument('--tables', default=os.path.join(data, 'tables.json'))
    ap.add_argument('--seed', type=int, default=1)
    args = ap.parse_args()
    schemas = se.load_schemas(args.tables)
    with open(args.dev, encoding='utf-8') as f:
        dev = json.load(f)
    rng = random.Random(args.seed)
    skipped = 0
    for ex in dev:
        schema = schemas[ex['db_id']]
        tree = se.parse_sql(ex['query'])
        for name, fn, expect in MUTATIONS:
            changed = fn(copy.deepcopy(tree), schema, rng)
            if changed is None:
                continue
            for style in ('spider', 'renderer'):
                if name == 'value_with_quote' and style == 'spider':
                    continue
                try:
                    pred = Printer(schema, style).query(changed)
                    pred_official = pred if style == 'spider' else Printer(schema, 'official').query(changed)
                except ValueError:
                    skipped += 1
                    continue
                print(json.dumps({'id': ex['dev_index'], 'db_id': ex['db_id'], 'gold': ex['query'],
                                  'pred': pred, 'pred_official': pred_official, 'mutation': name,
                                  'style': style, 'expect': expect}))
    print('not generated (renderer style of FROM subqueries): %d' % skipped, file=sys.stderr)


if __name__ == '__main__':
    main()
