/*
 * crc32c.h — CRC-32C (Castagnoli polynomial, reflected, as in iSCSI, ext4 and PostgreSQL's
 * WAL) computed in portable C.
 *
 * Used to checksum model checkpoints (model/checkpoint.c).  Software slicing-by-8: about
 * 1-2 GB/s on one core, far below the cost of reading a checkpoint from a table.
 * Incremental use: crc = dt_crc32c_extend(DT_CRC32C_INIT, a, n); crc = dt_crc32c_extend(crc, b, m);
 * then dt_crc32c_final(crc).  dt_crc32c() does all three for one buffer.
 */
#ifndef DTFIXUP_COMMON_CRC32C_H
#define DTFIXUP_COMMON_CRC32C_H

#include <stddef.h>
#include <stdint.h>

#define DT_CRC32C_INIT 0xFFFFFFFFu

uint32_t	dt_crc32c_extend(uint32_t crc, const void *data, size_t len);

static inline uint32_t
dt_crc32c_final(uint32_t crc)
{
	return crc ^ 0xFFFFFFFFu;
}

/* CRC-32C of one buffer; dt_crc32c("123456789", 9) == 0xE3069283. */
uint32_t	dt_crc32c(const void *data, size_t len);

#endif
