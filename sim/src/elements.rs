//! Host-side element conversion: the f32 values of `.npy` files to and from
//! a buffer's element type. bf16 and f16 round to nearest even (the `half`
//! crate); integers round to nearest and saturate.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Element {
    F32,
    F16,
    Bf16,
    Int { bytes: u8, signed: bool },
}

impl Element {
    /// From the IR's spelling (`f32`, `bf16`, `i32`, `ui8`, `si16`, ...).
    pub fn parse(name: &str) -> Option<Self> {
        Some(match name {
            "f32" => Element::F32,
            "f16" => Element::F16,
            "bf16" => Element::Bf16,
            _ => {
                let (signed, bits) = if let Some(bits) = name.strip_prefix("ui") {
                    (false, bits)
                } else {
                    (
                        true,
                        name.strip_prefix("si").or_else(|| name.strip_prefix('i'))?,
                    )
                };
                let bytes = match bits {
                    "8" => 1,
                    "16" => 2,
                    "32" => 4,
                    _ => return None,
                };
                Element::Int { bytes, signed }
            }
        })
    }

    pub fn bytes(self) -> usize {
        match self {
            Element::F32 => 4,
            Element::F16 | Element::Bf16 => 2,
            Element::Int { bytes, .. } => bytes as usize,
        }
    }

    /// `value` in this type, little-endian.
    pub fn encode(self, value: f32, out: &mut Vec<u8>) {
        match self {
            Element::F32 => out.extend_from_slice(&value.to_le_bytes()),
            Element::F16 => out.extend_from_slice(&half::f16::from_f32(value).to_le_bytes()),
            Element::Bf16 => out.extend_from_slice(&half::bf16::from_f32(value).to_le_bytes()),
            Element::Int { bytes, signed } => {
                let bits = 8 * u32::from(bytes);
                let (min, max) = if signed {
                    (
                        -(2f64.powi(bits as i32 - 1)),
                        2f64.powi(bits as i32 - 1) - 1.0,
                    )
                } else {
                    (0.0, 2f64.powi(bits as i32) - 1.0)
                };
                let rounded = if value.is_nan() {
                    0.0
                } else {
                    f64::from(value).round_ties_even().clamp(min, max)
                };
                let word = if signed {
                    (rounded as i64) as u64
                } else {
                    rounded as u64
                };
                out.extend_from_slice(&word.to_le_bytes()[..bytes as usize]);
            }
        }
    }

    /// The value of one element's bytes.
    pub fn decode(self, bytes: &[u8]) -> f32 {
        let word = |n: usize| {
            let mut b = [0u8; 4];
            b[..n].copy_from_slice(&bytes[..n]);
            u32::from_le_bytes(b)
        };
        match self {
            Element::F32 => f32::from_bits(word(4)),
            Element::F16 => half::f16::from_bits(word(2) as u16).to_f32(),
            Element::Bf16 => half::bf16::from_bits(word(2) as u16).to_f32(),
            Element::Int { bytes, signed } => {
                let raw = word(bytes as usize);
                let shift = 32 - 8 * u32::from(bytes);
                if signed {
                    (((raw << shift) as i32) >> shift) as f32
                } else {
                    raw as f32
                }
            }
        }
    }

    /// `value` as the buffer will hold it.
    pub fn round(self, value: f32) -> f32 {
        let mut bytes = Vec::with_capacity(4);
        self.encode(value, &mut bytes);
        self.decode(&bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spellings() {
        assert_eq!(Element::parse("bf16"), Some(Element::Bf16));
        assert_eq!(
            Element::parse("ui8"),
            Some(Element::Int {
                bytes: 1,
                signed: false
            })
        );
        assert_eq!(
            Element::parse("i32"),
            Some(Element::Int {
                bytes: 4,
                signed: true
            })
        );
        assert_eq!(Element::parse("i64"), None);
    }

    #[test]
    fn bf16_rounds_to_nearest_even() {
        // 1 + 2^-8 is halfway between 1 and 1 + 2^-7: the even one is 1.
        assert_eq!(Element::Bf16.round(1.0 + 2f32.powi(-8)), 1.0);
        // 1 + 3 * 2^-8 is halfway between 1 + 2^-7 and 1 + 2^-6: even is 1 + 2^-6.
        assert_eq!(
            Element::Bf16.round(1.0 + 3.0 * 2f32.powi(-8)),
            1.0 + 2f32.powi(-6)
        );
        assert_eq!(Element::F16.round(65520.0), f32::INFINITY);
    }

    #[test]
    fn integers_saturate() {
        let i8 = Element::Int {
            bytes: 1,
            signed: true,
        };
        assert_eq!(i8.round(300.0), 127.0);
        assert_eq!(i8.round(-2.5), -2.0);
        assert_eq!(
            Element::Int {
                bytes: 2,
                signed: false
            }
            .round(-5.0),
            0.0
        );
    }
}
