/* ztaInitStream of Tanto's ztachip C library (ztalib.c): a tensor program,
   compiled by the ztachip frontend and clang-22 and linked into the
   objects of the ztachip kernels whose text names it. Weak, so a
   program's own wins. */

/* Loads the stream processors' lookup tables from a bundle
   (ztaBuildSpuBundle's layout: a 16-bit count, then each table's
   2 x SPU_SIZE words, and nothing after them). The bundle may be in DDR,
   which the control core's C does not read in Tanto's memory model, so
   the tensor engine first copies the count into this core's memory; the
   tables loaded are the count's, at most the 4 stream processors. */
__attribute__((weak)) void ztaInitStream(unsigned int bundle) {
   static short count;
> DTYPE(INT16) MEM((unsigned int)&count, 1)[:] <= DTYPE(INT16) MEM(bundle, 1)[:];
   int tables = count;
   if (tables < 1)
      return;
   if (tables > 4)
      tables = 4;
> SPU(tables) <= DTYPE(INT16) MEM(bundle + 2, tables * 256)[:];
}
