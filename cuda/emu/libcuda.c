/*
 * libcuda.c (emulation) — a stand-in for the NVIDIA driver library libcuda.so.1 with the two
 * entry points the loader probes, reporting one device, so that the unmodified loader opens
 * the emulated module (cuda/emu/README.md).
 */
int			cuInit(unsigned int flags);
int			cuDeviceGetCount(int *count);

int
cuInit(unsigned int flags)
{
	return 0;
}

int
cuDeviceGetCount(int *count)
{
	*count = 1;
	return 0;
}
