//! Comptime values and types of CSL: what params, `const`s, the layout
//! block and top-level `comptime` blocks compute.

use std::fmt;

/// A fixed-width integer type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct IntType {
    pub signed: bool,
    pub bits: u8,
}

impl IntType {
    pub fn min(self) -> i128 {
        if self.signed {
            -(1i128 << (self.bits - 1))
        } else {
            0
        }
    }

    pub fn max(self) -> i128 {
        if self.signed {
            (1i128 << (self.bits - 1)) - 1
        } else {
            (1i128 << self.bits) - 1
        }
    }

    pub fn holds(self, v: i128) -> bool {
        (self.min()..=self.max()).contains(&v)
    }

    /// Whether every value of this type is one of `to`'s: cslc converts
    /// such a runtime integer implicitly (u16 into u32 or i32).
    pub fn widens_to(self, to: IntType) -> bool {
        to.holds(self.min()) && to.holds(self.max())
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatType {
    F16,
    F32,
}

/// The ID and resource types of the machine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IdKind {
    Color,
    LocalTask,
    DataTask,
    ControlTask,
    InputQueue,
    OutputQueue,
    /// WSE-3: a microthread an asynchronous operation runs on (`ut_id`).
    Microthread,
}

impl IdKind {
    pub fn type_name(self) -> &'static str {
        match self {
            IdKind::Color => "color",
            IdKind::LocalTask => "local_task_id",
            IdKind::DataTask => "data_task_id",
            IdKind::ControlTask => "control_task_id",
            IdKind::InputQueue => "input_queue",
            IdKind::OutputQueue => "output_queue",
            IdKind::Microthread => "ut_id",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DsdKind {
    Mem1d,
    Mem4d,
    FabIn,
    FabOut,
    /// `@allocate_fifo(buffer)`.
    Fifo,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Type {
    Void,
    Bool,
    Int(IntType),
    Float(FloatType),
    ComptimeInt,
    ComptimeFloat,
    ComptimeString,
    ComptimeStruct,
    Type,
    Id(IdKind),
    Direction,
    Dsd(DsdKind),
    /// `[M, N]T`.
    Array {
        dims: Vec<u64>,
        element: Box<Type>,
    },
    /// `*T`, `[*]T` (`many`), `*const T`.
    Pointer {
        many: bool,
        constant: bool,
        pointee: Box<Type>,
    },
    Fn {
        params: Vec<Type>,
        ret: Box<Type>,
    },
    Module,
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Void => write!(f, "void"),
            Type::Bool => write!(f, "bool"),
            Type::Int(t) => write!(f, "{}{}", if t.signed { "i" } else { "u" }, t.bits),
            Type::Float(FloatType::F16) => write!(f, "f16"),
            Type::Float(FloatType::F32) => write!(f, "f32"),
            Type::ComptimeInt => write!(f, "comptime_int"),
            Type::ComptimeFloat => write!(f, "comptime_float"),
            Type::ComptimeString => write!(f, "comptime_string"),
            Type::ComptimeStruct => write!(f, "comptime_struct"),
            Type::Type => write!(f, "type"),
            Type::Id(kind) => write!(f, "{}", kind.type_name()),
            Type::Direction => write!(f, "direction"),
            Type::Dsd(DsdKind::Mem1d) => write!(f, "mem1d_dsd"),
            Type::Dsd(DsdKind::Mem4d) => write!(f, "mem4d_dsd"),
            Type::Dsd(DsdKind::FabIn) => write!(f, "fabin_dsd"),
            Type::Dsd(DsdKind::FabOut) => write!(f, "fabout_dsd"),
            Type::Dsd(DsdKind::Fifo) => write!(f, "fifo"),
            Type::Array { dims, element } => {
                let dims: Vec<String> = dims.iter().map(u64::to_string).collect();
                write!(f, "[{}]{element}", dims.join(", "))
            }
            Type::Pointer {
                many,
                constant,
                pointee,
            } => {
                write!(f, "{}", if *many { "[*]" } else { "*" })?;
                if *constant {
                    write!(f, "const ")?;
                }
                write!(f, "{pointee}")
            }
            Type::Fn { params, ret } => {
                let params: Vec<String> = params.iter().map(Type::to_string).collect();
                write!(f, "fn({}) {ret}", params.join(", "))
            }
            Type::Module => write!(f, "imported_module"),
        }
    }
}

/// A router direction (`NORTH`, ..., `RAMP`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    North,
    South,
    East,
    West,
    Ramp,
}

impl Direction {
    pub fn name(self) -> &'static str {
        match self {
            Direction::North => "north",
            Direction::South => "south",
            Direction::East => "east",
            Direction::West => "west",
            Direction::Ramp => "ramp",
        }
    }
}

/// An affine walk of an array: element `offset + Σ strides[k] * i_k`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Access {
    pub array: String,
    pub offset: i64,
    pub extents: Vec<u64>,
    pub strides: Vec<i64>,
    /// `.wavelet_index_offset = true`: an operation's `.index` (16-bit
    /// words) moves the walk's start.
    pub index_offset: bool,
}

impl Access {
    /// Elements the walk visits.
    pub fn length(&self) -> u64 {
        self.extents.iter().product()
    }
}

/// A fabric DSD: `extent` wavelets of `color` into the CE (`input`) or out
/// of it, through a queue when one is named.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FabricDsd {
    pub input: bool,
    pub color: u16,
    pub extent: u64,
    pub queue: Option<u16>,
    /// A fabout's `.control = true`: its wavelets are control wavelets.
    pub control: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Void,
    Bool(bool),
    /// An integer; `ty` None for comptime_int.
    Int {
        ty: Option<IntType>,
        value: i128,
    },
    /// A float; `ty` None for comptime_float.
    Float {
        ty: Option<FloatType>,
        value: f64,
    },
    Str(Vec<u8>),
    Type(Type),
    /// An anonymous struct or tuple (fields without names).
    Struct(Vec<(Option<String>, Value)>),
    Array {
        element: Type,
        dims: Vec<u64>,
        elements: Vec<Value>,
    },
    Id {
        kind: IdKind,
        id: u16,
    },
    Direction(Direction),
    /// `@import_module("<name>")`: a library, by name, with its bindings.
    Module {
        name: String,
        bindings: Vec<(Option<String>, Value)>,
    },
    /// A function of the file, or a library's, by name.
    Fn(String),
    /// `&name`: the address of a global variable of the PE program.
    Address(String),
    /// A tensor access `|i, j|{M, N} -> A[...]`: the array, the element
    /// offset and, per variable (outermost first), its extent and the
    /// elements one step of it moves.
    Access(Access),
    /// `@get_dsd(kind, ...)`: a memory DSD over one array.
    Dsd {
        kind: DsdKind,
        access: Access,
    },
    /// `@get_dsd(fabin_dsd | fabout_dsd, ...)`: wavelets of a color.
    FabricDsd(FabricDsd),
    /// `@allocate_fifo(buffer)`: a FIFO over global array `buffer`.
    Fifo(String),
    /// `@range(T, start, stop, step)`.
    Range {
        ty: Option<IntType>,
        start: i128,
        stop: i128,
        step: i128,
    },
}

impl Value {
    pub fn int(value: i128) -> Self {
        Value::Int { ty: None, value }
    }

    /// An integer of integer type `ty` (a comptime_int for another type).
    pub fn int_of(ty: Type, value: i64) -> Self {
        Value::Int {
            ty: match ty {
                Type::Int(t) => Some(t),
                _ => None,
            },
            value: i128::from(value),
        }
    }

    pub fn type_of(&self) -> Type {
        match self {
            Value::Void => Type::Void,
            Value::Bool(_) => Type::Bool,
            Value::Int { ty: Some(t), .. } => Type::Int(*t),
            Value::Int { ty: None, .. } => Type::ComptimeInt,
            Value::Float { ty: Some(t), .. } => Type::Float(*t),
            Value::Float { ty: None, .. } => Type::ComptimeFloat,
            Value::Str(_) => Type::ComptimeString,
            Value::Type(_) => Type::Type,
            Value::Struct(_) => Type::ComptimeStruct,
            Value::Array { element, dims, .. } => Type::Array {
                dims: dims.clone(),
                element: Box::new(element.clone()),
            },
            Value::Id { kind, .. } => Type::Id(*kind),
            Value::Direction(_) => Type::Direction,
            Value::Module { .. } => Type::Module,
            Value::Fn(_) => Type::Fn {
                params: Vec::new(),
                ret: Box::new(Type::Void),
            },
            Value::Range { .. } | Value::Access(_) => Type::ComptimeStruct,
            Value::Address(_) => Type::Pointer {
                many: true,
                constant: false,
                pointee: Box::new(Type::Void),
            },
            Value::Dsd { kind, .. } => Type::Dsd(*kind),
            Value::Fifo(_) => Type::Dsd(DsdKind::Fifo),
            Value::FabricDsd(d) => Type::Dsd(if d.input {
                DsdKind::FabIn
            } else {
                DsdKind::FabOut
            }),
        }
    }

    /// A field of a struct value by name.
    pub fn field(&self, name: &str) -> Option<&Value> {
        match self {
            Value::Struct(fields) => fields
                .iter()
                .find(|(n, _)| n.as_deref() == Some(name))
                .map(|(_, v)| v),
            _ => None,
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Void => write!(f, "{{}}"),
            Value::Bool(b) => write!(f, "{b}"),
            Value::Int { value, .. } => write!(f, "{value}"),
            Value::Float { value, .. } => write!(f, "{value:?}"),
            Value::Str(s) => write!(f, "{:?}", String::from_utf8_lossy(s)),
            Value::Type(t) => write!(f, "{t}"),
            Value::Struct(fields)
            | Value::Module {
                bindings: fields, ..
            } => {
                let fields: Vec<String> = fields
                    .iter()
                    .map(|(n, v)| match n {
                        Some(n) => format!(".{n} = {v}"),
                        None => v.to_string(),
                    })
                    .collect();
                write!(f, ".{{ {} }}", fields.join(", "))
            }
            Value::Array { elements, .. } => {
                let items: Vec<String> = elements.iter().map(Value::to_string).collect();
                write!(f, "{{{}}}", items.join(", "))
            }
            Value::Id { kind, id } => write!(f, "{}({id})", kind.type_name()),
            Value::Direction(d) => write!(f, "{}", d.name().to_uppercase()),
            Value::Fn(name) => write!(f, "{name}"),
            Value::Range {
                start, stop, step, ..
            } => write!(f, "@range({start}, {stop}, {step})"),
            Value::Address(name) => write!(f, "&{name}"),
            Value::Fifo(buffer) => write!(f, "a FIFO over `{buffer}`"),
            Value::FabricDsd(d) => write!(
                f,
                "{} of color {} x {}",
                if d.input { "fabin_dsd" } else { "fabout_dsd" },
                d.color,
                d.extent
            ),
            Value::Access(a) | Value::Dsd { access: a, .. } => write!(
                f,
                "{}[{} + {:?} * i over {:?}]",
                a.array, a.offset, a.strides, a.extents
            ),
        }
    }
}

/// The type a value stands for: a type, or an enum (whose struct holds its
/// integer type, `parser::ENUM_BACKING_FIELD`).
pub fn as_type(value: &Value) -> Option<Type> {
    match value {
        Value::Type(t) => Some(t.clone()),
        Value::Struct(fields) => match fields.first() {
            Some((Some(name), Value::Type(t))) if name == super::parser::ENUM_BACKING_FIELD => {
                Some(t.clone())
            }
            _ => None,
        },
        _ => None,
    }
}
