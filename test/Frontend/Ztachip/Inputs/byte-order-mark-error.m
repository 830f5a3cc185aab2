> SCRATCH(0, 16)[:] < < MEM(p, 16)[:];
