//! Where a kernel's names live and how their words are reached: PCORE
//! memory (private, shared, the kernel's locals), the per-thread register
//! file, and stack slots for a kernel's own registers.

use super::super::model::{self, Space, ACCUMULATOR_WORDS, INTEGER_REGISTERS, POINTER_REGISTERS};
use super::{Kernel, Lowered};
use crate::ztachip::pcore::ast;

/// The PCORE memory's shape, from arch/ztachip.toml.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Machine {
    /// Private words of one thread.
    pub private_words: usize,
    /// Threads of a PCORE: the shared words start after theirs.
    pub threads: usize,
    /// Shared words of a PCORE.
    pub shared_words: usize,
    /// Byte offset, from the PCORE memory, of thread 0's register file.
    pub register_file_offset: usize,
    /// Bytes from one thread's register file to the next.
    pub register_file_bytes: usize,
}

/// Bytes of one thread's register file: the integer and pointer
/// registers, `_VMASK` and the accumulator lanes, 32 bits each.
pub const REGISTER_FILE_BYTES: usize =
    4 * (INTEGER_REGISTERS + POINTER_REGISTERS + 1 + ACCUMULATOR_WORDS);
const POINTER_FILE_OFFSET: usize = 4 * INTEGER_REGISTERS;
const MASK_OFFSET: usize = POINTER_FILE_OFFSET + 4 * POINTER_REGISTERS;
pub(super) const ACCUMULATOR_FILE_OFFSET: usize = MASK_OFFSET + 4;

impl Machine {
    /// The machine of `target`; an error when its register file cannot
    /// hold the registers the lowering keeps there.
    pub fn from_target(target: &tanto_arch::ztachip::Ztachip) -> Result<Self, String> {
        let words = |n: u32| n as usize;
        if words(target.pcore.register_file_bytes) < REGISTER_FILE_BYTES {
            return Err(format!(
                "arch/ztachip.toml: [pcore] register_file_bytes is {}, but a thread's registers take {REGISTER_FILE_BYTES}",
                target.pcore.register_file_bytes
            ));
        }
        Ok(Self {
            private_words: words(target.pcore.private_words),
            threads: words(target.pcore.threads),
            shared_words: words(target.pcore.shared_words),
            register_file_offset: words(target.pcore_register_file_word()) * 2,
            register_file_bytes: words(target.pcore.register_file_bytes),
        })
    }

    /// The first shared word.
    pub fn shared_base(&self) -> usize {
        self.threads * self.private_words
    }
}

/// A name's storage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Storage {
    /// 12-bit words of the thread's private memory, from this word.
    Private(usize),
    /// 12-bit words of the PCORE's shared memory, from this word.
    Shared(usize),
    /// Bytes of the thread's register file, from this offset.
    Registers(usize),
    /// A stack slot (an `llvm.alloca` value).
    Slot(String),
    /// A `_global` parameter's shared word.
    Global(usize),
    Thread,
    Pcore,
    Mask,
}

/// What a name is: its storage and type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variable {
    pub storage: Storage,
    pub kind: Kind,
    /// Lanes of an element (of what it points to, for a pointer).
    pub lanes: usize,
    pub shape: Vec<usize>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// 12-bit lanes.
    Data,
    /// 32-bit accumulator lanes.
    Accumulator,
    /// A 32-bit integer.
    Integer,
    /// A word address of 12-bit data of `lanes` lanes.
    Pointer,
}

/// An assignable place, its address computed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Place {
    /// 12-bit data of `lanes` lanes at a word of PCORE memory (an i32
    /// word index from the memory's start).
    Memory {
        word: String,
        lanes: usize,
    },
    /// An accumulator: `vector<8xi32>` at a pointer.
    Accumulator {
        pointer: String,
    },
    /// One lane of an accumulator (`_A[k]`): an i32 at a pointer.
    AccumulatorLane {
        pointer: String,
    },
    /// An `int` register (i32 at a pointer).
    Integer {
        pointer: String,
    },
    /// A pointer register: the word address of data of `lanes` lanes.
    Pointer {
        pointer: String,
        lanes: usize,
    },
    Mask,
    /// Not assignable: `tid`, `pid`, a `_global` parameter.
    ReadOnly(Storage),
}

impl Kernel<'_> {
    /// What `name` means in the kernel: a local, a parameter, a member of
    /// the class, or `tid`, `pid`, `_VMASK`.
    pub fn variable(&mut self, name: &ast::Name) -> Lowered<Variable> {
        match self.lookup(name) {
            Some(variable) => Ok(variable),
            None => {
                self.error(&name.span, format!("`{}` is not declared", name.name));
                Err(())
            }
        }
    }

    /// [`Self::variable`] without a diagnostic for an undeclared name.
    pub fn lookup(&self, name: &ast::Name) -> Option<Variable> {
        for scope in self.scopes.iter().rev() {
            if let Some(variable) = scope.get(&name.name) {
                return Some(variable.clone());
            }
        }
        let globals = self.kernel.params.iter().filter(|p| p.global);
        if let Some(k) = globals.clone().position(|p| p.name == name.name) {
            let word = self.machine.shared_base() + self.class.shared_words + k;
            return Some(integer(Storage::Global(word)));
        }
        if let Some(param) = self.kernel.params.iter().find(|p| p.name == name.name) {
            let storage = Storage::Private(param.word_offset);
            return Some(match (param.pointer, param.element.as_str()) {
                // The tensor program writes an `int` or pointer parameter
                // to its one-word private shadow.
                (true, _) => Variable {
                    storage,
                    kind: Kind::Pointer,
                    lanes: param.lanes,
                    shape: Vec::new(),
                },
                (false, "int") => integer(storage),
                _ => Variable {
                    storage,
                    kind: Kind::Data,
                    lanes: param.lanes,
                    shape: param.shape.clone(),
                },
            });
        }
        if let Some(member) = self.class.variables.iter().find(|v| v.name == name.name) {
            return Some(member_variable(member));
        }
        let storage = match name.name.to_ascii_lowercase().as_str() {
            "tid" => Storage::Thread,
            "pid" => Storage::Pcore,
            "_vmask" => Storage::Mask,
            _ => return None,
        };
        Some(integer(storage))
    }

    /// The place of a whole variable (not an array: indexing gives an
    /// element's place, [`Self::element`]).
    pub fn place_of(&mut self, variable: &Variable) -> Place {
        match (&variable.storage, variable.kind) {
            (Storage::Private(word) | Storage::Shared(word), Kind::Data) => {
                let word = self.memory_word(&variable.storage, *word);
                Place::Memory {
                    word,
                    lanes: variable.lanes,
                }
            }
            (Storage::Private(word), Kind::Integer | Kind::Pointer) => {
                // A parameter's shadow word.
                let word = self.memory_word(&variable.storage, *word);
                Place::Memory { word, lanes: 1 }
            }
            (Storage::Registers(offset), kind) => {
                let pointer = self.register(*offset);
                register_place(kind, pointer, variable.lanes)
            }
            (Storage::Slot(slot), kind) => register_place(kind, slot.clone(), variable.lanes),
            (Storage::Mask, _) => Place::Mask,
            (storage, _) => Place::ReadOnly(storage.clone()),
        }
    }

    /// The first word (i32, from the memory's start) of a private or
    /// shared variable at `word` of its space.
    pub fn memory_word(&mut self, storage: &Storage, word: usize) -> String {
        match storage {
            Storage::Shared(_) | Storage::Global(_) => {
                let at = self.machine.shared_base() + word;
                self.constant(at as i64)
            }
            _ => {
                let words = self.constant(self.machine.private_words as i64);
                let base = self.op(&format!("arith.muli %thread, {words} : i32"));
                let word = self.constant(word as i64);
                self.op(&format!("arith.addi {base}, {word} : i32"))
            }
        }
    }

    /// A pointer to `offset` bytes into the thread's register file.
    pub fn register(&mut self, offset: usize) -> String {
        let bytes = self.constant(self.machine.register_file_bytes as i64);
        let file = self.op(&format!("arith.muli %thread, {bytes} : i32"));
        let at = self.constant((self.machine.register_file_offset + offset) as i64);
        let at = self.op(&format!("arith.addi {file}, {at} : i32"));
        self.op(&format!(
            "llvm.getelementptr %memory[{at}] : (!llvm.ptr, i32) -> !llvm.ptr, i8"
        ))
    }

    /// A pointer to the 16-bit word `word` of PCORE memory.
    pub fn word_pointer(&mut self, word: &str) -> String {
        self.op(&format!(
            "llvm.getelementptr %memory[{word}] : (!llvm.ptr, i32) -> !llvm.ptr, i16"
        ))
    }

    /// The register-file offset of `_VMASK`.
    pub fn mask_pointer(&mut self) -> String {
        self.register(MASK_OFFSET)
    }

    pub fn constant(&mut self, value: i64) -> String {
        let name = self.op(&format!("arith.constant {value} : i32"));
        self.constants.insert(name.clone(), value);
        name
    }
}

fn integer(storage: Storage) -> Variable {
    Variable {
        storage,
        kind: Kind::Integer,
        lanes: 1,
        shape: Vec::new(),
    }
}

fn register_place(kind: Kind, pointer: String, lanes: usize) -> Place {
    match kind {
        Kind::Accumulator => Place::Accumulator { pointer },
        Kind::Pointer => Place::Pointer { pointer, lanes },
        _ => Place::Integer { pointer },
    }
}

/// A class member's storage: memory for 12-bit data, the register file
/// for registers and accumulators.
fn member_variable(member: &model::Variable) -> Variable {
    let (storage, kind) = match member.space {
        Space::Shared => (Storage::Shared(member.word_offset), Kind::Data),
        Space::Private => (Storage::Private(member.word_offset), Kind::Data),
        Space::Integer => (Storage::Registers(4 * member.word_offset), Kind::Integer),
        Space::Pointer => (
            Storage::Registers(POINTER_FILE_OFFSET + 4 * member.word_offset),
            Kind::Pointer,
        ),
        Space::Accumulator => (
            Storage::Registers(ACCUMULATOR_FILE_OFFSET + 4 * member.word_offset),
            Kind::Accumulator,
        ),
    };
    Variable {
        storage,
        kind,
        lanes: member.lanes,
        shape: member.shape.clone(),
    }
}
