/*
 * order.h — indices ordered by a key, best first, ties in index order.
 *
 * Answer choosing ranks a handful of beam candidates several times over (by their score
 * less what they leave out, by the values they use); each ranking must keep the beam's order
 * among equals, which qsort does not promise.
 */
#ifndef DTFIXUP_COMMON_ORDER_H
#define DTFIXUP_COMMON_ORDER_H

/*
 * order[0..n) gets 0..n-1 sorted by key[i] descending; equal keys keep ascending index
 * order (a stable insertion sort: n is a beam's few candidates).
 */
void		dt_order_by_key_desc(const double *key, int *order, int n);

#endif
