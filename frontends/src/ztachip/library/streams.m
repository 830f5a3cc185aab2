/* ztaInitStream of Tanto's ztachip C library (ztalib.c): a tensor program,
   compiled by the ztachip frontend and clang-22 and linked into the
   objects of the ztachip kernels whose text names it. Weak, so a
   program's own wins. */

/* Loads the stream processors' lookup tables from a bundle
   (ztaBuildSpuBundle's layout: a 16-bit count, then each table's
   2 x SPU_SIZE words). The count is DDR data, which the control core's C
   cannot read in Tanto's memory model, so every one of the 4 tables is
   loaded: tables past the count get the words after the bundle, which a
   program does not use. */
__attribute__((weak)) void ztaInitStream(unsigned int bundle) {
> SPU(4) <= DTYPE(INT16) MEM(bundle + 2, 4 * 256)[:];
}
