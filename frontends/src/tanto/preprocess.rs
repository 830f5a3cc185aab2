//! Placeholder until the preprocessor lands: identity mapping, no directives.
use std::ops::Range;
pub struct Preprocessed { pub text: String }
impl Preprocessed {
    pub fn original_offset(&self, offset: usize) -> usize { offset.min(self.text.len()) }
    pub fn original_range(&self, range: Range<usize>) -> Range<usize> { range }
}
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PreprocessError { pub span: Range<usize>, pub message: String, pub note: Option<(Range<usize>, String)> }
pub fn preprocess(source: &str, _defines: &[(String, String)]) -> (Preprocessed, Vec<PreprocessError>) {
    (Preprocessed { text: source.to_string() }, Vec::new())
}
