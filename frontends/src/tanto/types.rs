//! Tanto's types: scalars with C++ conversion rules, and the built-in object
//! types. The IR is signless; signedness lives here and picks the arith op.

use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scalar {
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    F16,
    BF16,
    F32,
    F64,
    Bool,
}

impl Scalar {
    /// The scalar a type name denotes. RV32 is ILP32: `long` is 32 bits,
    /// `char` is unsigned.
    pub fn from_name(name: &str) -> Option<Self> {
        use Scalar::*;
        Some(match name {
            "int8" | "int8_t" | "signed char" => I8,
            "int16" | "int16_t" | "short" | "short int" | "signed short" | "signed short int" => {
                I16
            }
            "int32" | "int32_t" | "int" | "signed" | "signed int" | "long" | "long int"
            | "signed long" | "signed long int" => I32,
            "int64"
            | "int64_t"
            | "long long"
            | "long long int"
            | "signed long long"
            | "signed long long int" => I64,
            "uint8" | "uint8_t" | "char" | "unsigned char" => U8,
            "uint16" | "uint16_t" | "unsigned short" | "unsigned short int" => U16,
            "uint32" | "uint32_t" | "unsigned" | "unsigned int" | "unsigned long"
            | "unsigned long int" | "size_t" => U32,
            "uint64" | "uint64_t" | "unsigned long long" | "unsigned long long int" => U64,
            "float16" => F16,
            "bfloat16" => BF16,
            "float" => F32,
            "double" => F64,
            "bool" => Bool,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        use Scalar::*;
        match self {
            I8 => "int8",
            I16 => "int16",
            I32 => "int32",
            I64 => "int64",
            U8 => "uint8",
            U16 => "uint16",
            U32 => "uint32",
            U64 => "uint64",
            F16 => "float16",
            BF16 => "bfloat16",
            F32 => "float",
            F64 => "double",
            Bool => "bool",
        }
    }

    pub fn bits(self) -> u32 {
        use Scalar::*;
        match self {
            Bool => 1,
            I8 | U8 => 8,
            I16 | U16 | F16 | BF16 => 16,
            I32 | U32 | F32 => 32,
            I64 | U64 | F64 => 64,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(self, Scalar::F16 | Scalar::BF16 | Scalar::F32 | Scalar::F64)
    }

    pub fn is_integer(self) -> bool {
        !self.is_float() && self != Scalar::Bool
    }

    pub fn is_signed(self) -> bool {
        matches!(self, Scalar::I8 | Scalar::I16 | Scalar::I32 | Scalar::I64)
    }

    /// Element types a buffer, pipe or math object may have (spec 3.1.1).
    pub fn is_element(self) -> bool {
        !matches!(self, Scalar::Bool | Scalar::F64)
    }

    /// The MLIR spelling of the (signless) IR type.
    pub fn mlir(self) -> &'static str {
        use Scalar::*;
        match self {
            Bool => "i1",
            I8 | U8 => "i8",
            I16 | U16 => "i16",
            I32 | U32 => "i32",
            I64 | U64 => "i64",
            F16 => "f16",
            BF16 => "bf16",
            F32 => "f32",
            F64 => "f64",
        }
    }

    fn rank(self) -> u32 {
        if self == Scalar::Bool {
            0
        } else {
            self.bits()
        }
    }

    /// C integer promotion: narrower than int becomes int.
    pub fn promoted(self) -> Self {
        if (self.is_integer() || self == Scalar::Bool) && self.rank() < 32 {
            return Scalar::I32;
        }
        self
    }

    fn unsigned_of(self) -> Self {
        match self {
            Scalar::I8 => Scalar::U8,
            Scalar::I16 => Scalar::U16,
            Scalar::I32 => Scalar::U32,
            Scalar::I64 => Scalar::U64,
            other => other,
        }
    }

    /// C's usual arithmetic conversions: the common type of a binary op.
    pub fn common(a: Self, b: Self) -> Self {
        if a.is_float() || b.is_float() {
            return match (a, b) {
                (Scalar::F64, _) | (_, Scalar::F64) => Scalar::F64,
                (Scalar::F32, _) | (_, Scalar::F32) => Scalar::F32,
                (x, y) if x == y => x,
                // f16 with bf16, or a half type with an integer.
                (x, y) if x.is_float() && y.is_float() => Scalar::F32,
                (x, _) if x.is_float() => x,
                (_, y) => y,
            };
        }
        let (a, b) = (a.promoted(), b.promoted());
        if a == b {
            return a;
        }
        if a.is_signed() == b.is_signed() {
            return if a.rank() >= b.rank() { a } else { b };
        }
        let (signed, unsigned) = if a.is_signed() { (a, b) } else { (b, a) };
        if unsigned.rank() >= signed.rank() {
            unsigned
        } else if signed.rank() > unsigned.rank() {
            signed
        } else {
            signed.unsigned_of()
        }
    }
}

/// The type of a Tanto expression.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ty {
    Scalar(Scalar),
    Global(Scalar),
    Local(Scalar),
    Pipe(Scalar),
    Math(Scalar),
    Semaphore,
    Void,
    /// The type of an invalid expression: the error is reported, and what
    /// uses the value lowers nothing and reports nothing more (clang's
    /// invalid declarations and expressions).
    Error,
}

impl Ty {
    pub fn scalar(self) -> Option<Scalar> {
        match self {
            Ty::Scalar(s) => Some(s),
            _ => None,
        }
    }

    pub fn is_object(self) -> bool {
        matches!(
            self,
            Ty::Global(_) | Ty::Local(_) | Ty::Pipe(_) | Ty::Math(_) | Ty::Semaphore
        )
    }

    /// Objects only dataflow kernels may hold (spec 3.2, 3.3, 3.5).
    pub fn is_dataflow_object(self) -> bool {
        matches!(self, Ty::Global(_) | Ty::Local(_) | Ty::Semaphore)
    }

    /// The MLIR spelling of the IR type.
    pub fn mlir(self) -> String {
        match self {
            Ty::Scalar(s) => s.mlir().to_string(),
            Ty::Global(e) => format!("!noc.global<{}>", e.mlir()),
            Ty::Local(e) => format!("!noc.local<{}>", e.mlir()),
            Ty::Pipe(e) => format!("!pipe.pipe<{}>", e.mlir()),
            Ty::Math(e) => format!("!tile.math<{}>", e.mlir()),
            Ty::Semaphore => "!noc.semaphore".to_string(),
            Ty::Void | Ty::Error => "none".to_string(),
        }
    }
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ty::Scalar(s) => f.write_str(s.name()),
            Ty::Global(e) => write!(f, "global<{}>", e.name()),
            Ty::Local(e) => write!(f, "local<{}>", e.name()),
            Ty::Pipe(e) => write!(f, "pipe<{}>", e.name()),
            Ty::Math(e) => write!(f, "math<{}>", e.name()),
            Ty::Semaphore => f.write_str("semaphore"),
            Ty::Void => f.write_str("void"),
            Ty::Error => f.write_str("<invalid>"),
        }
    }
}

/// A compile-time value.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Const {
    /// An integer (or bool) value, already wrapped to its type.
    Int(i128),
    Float(f64),
}

impl Const {
    /// The value converted to `to`, with C's wrapping and truncation.
    pub fn convert(self, to: Scalar) -> Const {
        match (self, to) {
            (Const::Int(v), Scalar::Bool) => Const::Int((v != 0) as i128),
            (Const::Float(v), Scalar::Bool) => Const::Int((v != 0.0) as i128),
            (Const::Int(v), t) if t.is_float() => Const::Float(v as f64),
            (Const::Float(v), t) if t.is_float() => {
                Const::Float(if t == Scalar::F64 { v } else { v as f32 as f64 })
            }
            (Const::Float(v), t) => Const::Int(wrap(v.trunc() as i128, t)),
            (Const::Int(v), t) => Const::Int(wrap(v, t)),
        }
    }

    pub fn as_int(self) -> Option<i128> {
        match self {
            Const::Int(v) => Some(v),
            Const::Float(_) => None,
        }
    }

    pub fn truthy(self) -> bool {
        match self {
            Const::Int(v) => v != 0,
            Const::Float(v) => v != 0.0,
        }
    }
}

/// `value` wrapped into the range of integer type `to`.
pub fn wrap(value: i128, to: Scalar) -> i128 {
    let bits = to.bits();
    if bits >= 128 || !to.is_integer() {
        return value;
    }
    let modulus = 1i128 << bits;
    let unsigned = value.rem_euclid(modulus);
    if to.is_signed() && unsigned >= modulus / 2 {
        unsigned - modulus
    } else {
        unsigned
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Scalar::*;

    #[test]
    fn usual_arithmetic_conversions_follow_c() {
        assert_eq!(Scalar::common(U8, U8), I32);
        assert_eq!(Scalar::common(I32, U32), U32);
        assert_eq!(Scalar::common(U32, I64), I64);
        assert_eq!(Scalar::common(U64, I64), U64);
        assert_eq!(Scalar::common(U32, F32), F32);
        assert_eq!(Scalar::common(BF16, F16), F32);
        assert_eq!(Scalar::common(BF16, I32), BF16);
        assert_eq!(Scalar::common(Bool, Bool), I32);
    }

    #[test]
    fn constants_wrap_like_c() {
        assert_eq!(Const::Int(-1).convert(U32), Const::Int(4294967295));
        assert_eq!(Const::Int(4294967296).convert(U32), Const::Int(0));
        assert_eq!(Const::Int(200).convert(I8), Const::Int(-56));
        assert_eq!(Const::Float(3.9).convert(I32), Const::Int(3));
        assert_eq!(Const::Int(7).convert(Bool), Const::Int(1));
    }

    #[test]
    fn riscv32_type_names() {
        assert_eq!(Scalar::from_name("long"), Some(I32));
        assert_eq!(Scalar::from_name("unsigned long long"), Some(U64));
        assert_eq!(Scalar::from_name("char"), Some(U8));
        assert_eq!(Scalar::from_name("size_t"), Some(U32));
        assert_eq!(Scalar::from_name("T"), None);
    }
}
