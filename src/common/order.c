/*
 * order.c — indices ordered by a key (order.h).
 */
#include "common/order.h"

void
dt_order_by_key_desc(const double *key, int *order, int n)
{
	for (int i = 0; i < n; i++)
	{
		int			j = i;

		while (j > 0 && key[order[j - 1]] < key[i])
		{
			order[j] = order[j - 1];
			j--;
		}
		order[j] = i;
	}
}
