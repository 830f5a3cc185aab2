/* Types a tensor program may use (the corpus's own header). */
typedef unsigned int zta_word;
