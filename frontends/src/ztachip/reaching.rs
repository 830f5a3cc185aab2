//! Which definition of a tensor variable a use takes, where the text alone
//! shows it. ztachip's tensor engine keeps the definition the program ran
//! last; a definition that every path to the use runs, with no other
//! definition of the variable able to run in between, is that one. Seen
//! from braces alone: the definition is the last one before the use, it
//! is a statement of a block around the use (not the body of an `if`,
//! `else`, loop or label without braces), no `case`, `default` or `goto`
//! lies between them, and no block around the use that is inside the
//! definition's block (a loop, perhaps) defines the variable again.

use crate::source::code_bytes;

/// The brace structure of C-like source around a list of positions.
pub struct Structure {
    /// Each `{ }` block's open and close offsets (close `usize::MAX` when
    /// it never closes).
    blocks: Vec<(usize, usize)>,
    /// For each position, the blocks around it, outermost first.
    around: Vec<Vec<usize>>,
    /// For each position, whether the code before it ends a statement or
    /// opens or closes a block (`;`, `{`, `}`, or nothing): a statement
    /// there runs whenever its block does.
    unguarded: Vec<bool>,
    /// Offsets of the words `case`, `default` and `goto` in code.
    jumps: Vec<usize>,
}

impl Structure {
    /// The structure of `text` at `positions` (ascending offsets).
    pub fn of(text: &str, positions: &[usize]) -> Self {
        let mut blocks: Vec<(usize, usize)> = Vec::new();
        let mut open: Vec<usize> = Vec::new();
        let mut around = Vec::with_capacity(positions.len());
        let mut unguarded = Vec::with_capacity(positions.len());
        let mut jumps = Vec::new();
        let mut last_code: Option<u8> = None;
        let mut next = positions.iter().peekable();
        let bytes = text.as_bytes();
        let mut word_start: Option<usize> = None;
        let mut previous_at = 0usize;
        let mut record = |upto: usize,
                          open: &[usize],
                          last_code: Option<u8>,
                          around: &mut Vec<Vec<usize>>,
                          unguarded: &mut Vec<bool>| {
            while let Some(&&p) = next.peek() {
                if p > upto {
                    break;
                }
                around.push(open.to_vec());
                unguarded.push(matches!(last_code, None | Some(b';' | b'{' | b'}')));
                next.next();
            }
        };
        for (at, byte) in code_bytes(text) {
            record(at, &open, last_code, &mut around, &mut unguarded);
            let is_word = byte.is_ascii_alphanumeric() || byte == b'_';
            // A word ends at a non-word byte or a skipped comment.
            if let Some(start) = word_start {
                if !is_word || at != previous_at + 1 {
                    if matches!(
                        &bytes[start..previous_at + 1],
                        b"case" | b"default" | b"goto"
                    ) {
                        jumps.push(start);
                    }
                    word_start = None;
                }
            }
            if is_word && word_start.is_none() {
                word_start = Some(at);
            }
            previous_at = at;
            match byte {
                b'{' => {
                    open.push(blocks.len());
                    blocks.push((at, usize::MAX));
                }
                b'}' => {
                    if let Some(block) = open.pop() {
                        blocks[block].1 = at;
                    }
                }
                _ => {}
            }
            if !byte.is_ascii_whitespace() {
                last_code = Some(byte);
            }
        }
        record(usize::MAX, &open, last_code, &mut around, &mut unguarded);
        Self {
            blocks,
            around,
            unguarded,
            jumps,
        }
    }

    /// Whether the definition at position index `definition` is the one a
    /// use at position index `used` takes whenever it runs. `others` are
    /// the offsets of the variable's other definitions, ascending.
    pub fn reaches(
        &self,
        definition: (usize, usize),
        used: (usize, usize),
        others: &[usize],
    ) -> bool {
        let ((d, d_at), (u, u_at)) = (definition, used);
        if d_at >= u_at || !self.unguarded[d] {
            return false;
        }
        let (outer, inner) = (&self.around[d], &self.around[u]);
        if !inner.starts_with(outer) {
            return false;
        }
        let between = |from: usize, to: usize, list: &[usize]| {
            let first = list.partition_point(|&x| x <= from);
            list.get(first).is_some_and(|&x| x < to)
        };
        if between(d_at, u_at, &self.jumps) || between(d_at, u_at, others) {
            return false;
        }
        // A block around the use inside the definition's may run again
        // (a loop): no definition of the variable in it.
        inner[outer.len()..].iter().all(|&b| {
            let (open, close) = self.blocks[b];
            !between(open, close, others)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Structure;

    /// `reaches` of the first marker `D` to the first marker `U`, with the
    /// other `X` markers as other definitions.
    fn reaches(text: &str) -> bool {
        let d = text.find('D').unwrap();
        let u = text.find('U').unwrap();
        let others: Vec<usize> = text.match_indices('X').map(|(at, _)| at).collect();
        let mut positions = vec![d, u];
        positions.sort();
        let structure = Structure::of(text, &positions);
        let index = |at| positions.iter().position(|&p| p == at).unwrap();
        structure.reaches((index(d), d), (index(u), u), &others)
    }

    #[test]
    fn a_definition_before_the_use_in_its_block_reaches_it() {
        assert!(reaches("f() { D; U; X; }"));
        assert!(reaches("f() { D; for (;;) { if (c) { U; } } }"));
        assert!(reaches("f() { for (;;) { D; U; X; } }"));
        assert!(reaches("f() { if (c) { X; } D; U; }"));
        assert!(reaches("f() { /* case */ D; // goto\n U; }"));
    }

    #[test]
    fn a_guarded_hidden_or_overwritten_definition_does_not() {
        assert!(!reaches("f() { if (c) D; U; }"));
        assert!(!reaches("f() { if (c) { D; } U; }"));
        assert!(!reaches("f() { if (c) X; else D; U; }"));
        assert!(!reaches("f() { D; while (c) { U; X; } }"));
        assert!(!reaches("f() { D; X; U; }"));
        assert!(!reaches("f() { switch (k) { case 1: D; case 2: U; } }"));
        assert!(!reaches("f() { D; goto out; U; }"));
        assert!(!reaches("f() { U; D; }"));
    }
}
