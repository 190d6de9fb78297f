/*
 * crc32c.c — CRC-32C by slicing-by-8 (see crc32c.h).
 *
 * Table t[0] is the classic byte-at-a-time table for the reflected polynomial 0x82F63B78;
 * t[k][b] is the CRC of byte b followed by k zero bytes, which lets the main loop fold
 * eight input bytes per step with eight independent look-ups.
 */
#include "common/crc32c.h"

#include <stdbool.h>
#include <string.h>

#define CRC32C_POLY_REFLECTED 0x82F63B78u

static uint32_t crc32c_table[8][256];
static bool crc32c_table_ready = false;

static void
crc32c_build_table(void)
{
	for (uint32_t b = 0; b < 256; b++)
	{
		uint32_t	crc = b;

		for (int bit = 0; bit < 8; bit++)
			crc = (crc & 1) ? (crc >> 1) ^ CRC32C_POLY_REFLECTED : crc >> 1;
		crc32c_table[0][b] = crc;
	}
	for (uint32_t b = 0; b < 256; b++)
		for (int k = 1; k < 8; k++)
			crc32c_table[k][b] = (crc32c_table[k - 1][b] >> 8) ^
				crc32c_table[0][crc32c_table[k - 1][b] & 0xFF];
	crc32c_table_ready = true;
}

uint32_t
dt_crc32c_extend(uint32_t crc, const void *data, size_t len)
{
	const unsigned char *p = data;

	if (!crc32c_table_ready)
		crc32c_build_table();

	/* Eight bytes per step; the two 32-bit words are assembled little-endian explicitly,
	 * so the result does not depend on the host's byte order or alignment. */
	while (len >= 8)
	{
		uint32_t	lo = crc ^ ((uint32_t) p[0] | (uint32_t) p[1] << 8 |
								(uint32_t) p[2] << 16 | (uint32_t) p[3] << 24);
		uint32_t	hi = (uint32_t) p[4] | (uint32_t) p[5] << 8 |
			(uint32_t) p[6] << 16 | (uint32_t) p[7] << 24;

		crc = crc32c_table[7][lo & 0xFF] ^ crc32c_table[6][(lo >> 8) & 0xFF] ^
			crc32c_table[5][(lo >> 16) & 0xFF] ^ crc32c_table[4][lo >> 24] ^
			crc32c_table[3][hi & 0xFF] ^ crc32c_table[2][(hi >> 8) & 0xFF] ^
			crc32c_table[1][(hi >> 16) & 0xFF] ^ crc32c_table[0][hi >> 24];
		p += 8;
		len -= 8;
	}
	while (len-- > 0)
		crc = (crc >> 8) ^ crc32c_table[0][(crc ^ *p++) & 0xFF];
	return crc;
}

uint32_t
dt_crc32c(const void *data, size_t len)
{
	return dt_crc32c_final(dt_crc32c_extend(DT_CRC32C_INIT, data, len));
}
