//! The test programs by name, with their buffers, references and tolerances.

use std::collections::BTreeMap;

use crate::buffer::names;
use crate::{eltwise, local, matmul, multicast, pto, reduce};
use crate::{Arrays, Buffer, Expected, ReferenceError, Tolerance};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Program {
    EltwiseBinary,
    Matmul,
    RowMean,
    BlockMulticast,
    TableReplay,
    TallocUpDown,
}

impl Program {
    pub const ALL: [Self; 6] = [
        Self::EltwiseBinary,
        Self::Matmul,
        Self::RowMean,
        Self::BlockMulticast,
        Self::TableReplay,
        Self::TallocUpDown,
    ];

    /// The `name` of its program.toml (the file stem for the PTO example).
    pub fn name(self) -> &'static str {
        match self {
            Self::EltwiseBinary => eltwise::NAME,
            Self::Matmul => matmul::NAME,
            Self::RowMean => reduce::NAME,
            Self::BlockMulticast => multicast::NAME,
            Self::TableReplay => local::NAME,
            Self::TallocUpDown => pto::NAME,
        }
    }

    pub fn from_name(name: &str) -> Result<Self, ReferenceError> {
        Self::ALL
            .into_iter()
            .find(|program| program.name() == name)
            .ok_or_else(|| ReferenceError::UnknownProgram {
                name: name.to_owned(),
                known: Self::ALL.map(Self::name).join(", "),
            })
    }

    pub fn inputs(self) -> &'static [Buffer] {
        match self {
            Self::EltwiseBinary => eltwise::INPUTS,
            Self::Matmul => matmul::INPUTS,
            Self::RowMean => reduce::INPUTS,
            Self::BlockMulticast => multicast::INPUTS,
            Self::TableReplay => local::INPUTS,
            Self::TallocUpDown => pto::INPUTS,
        }
    }

    pub fn outputs(self) -> &'static [Buffer] {
        match self {
            Self::EltwiseBinary => eltwise::OUTPUTS,
            Self::Matmul => matmul::OUTPUTS,
            Self::RowMean => reduce::OUTPUTS,
            Self::BlockMulticast => multicast::OUTPUTS,
            Self::TableReplay => local::OUTPUTS,
            Self::TallocUpDown => pto::OUTPUTS,
        }
    }

    /// The reference outputs. `param` is param 0 of the program's kernels:
    /// eltwise_binary's op code (default 0, add, as its program.toml); the
    /// other programs take none.
    pub fn run(self, param: Option<u32>, inputs: &Arrays) -> Result<Arrays, ReferenceError> {
        Ok(self
            .expected(param, inputs)?
            .into_iter()
            .map(|(name, expected)| (name, expected.values))
            .collect())
    }

    /// The reference outputs with the error scales [`tolerance`] applies to.
    pub fn expected(
        self,
        param: Option<u32>,
        inputs: &Arrays,
    ) -> Result<BTreeMap<String, Expected>, ReferenceError> {
        let own_scale = |outputs: Arrays| -> BTreeMap<String, Expected> {
            outputs
                .into_iter()
                .map(|(name, values)| (name, Expected::with_own_scale(values)))
                .collect()
        };
        if self != Self::EltwiseBinary && param.is_some() {
            return Err(ReferenceError::UnexpectedParam(self.name()));
        }
        match self {
            Self::EltwiseBinary => eltwise::run(param.unwrap_or(0), inputs).map(own_scale),
            Self::Matmul => matmul::expected(inputs),
            Self::RowMean => reduce::expected(inputs),
            Self::BlockMulticast => multicast::run(inputs).map(own_scale),
            Self::TableReplay => local::run(inputs).map(own_scale),
            Self::TallocUpDown => pto::run(inputs).map(own_scale),
        }
    }

    /// `a, b`: the input names, for messages.
    pub fn input_names(self) -> String {
        names(self.inputs())
    }

    /// `c`: the output names, for messages.
    pub fn output_names(self) -> String {
        names(self.outputs())
    }
}

/// How far a simulated output may lie from [`Program::expected`]: per
/// element `abs + rel * error_scale` (the rationale at each program's
/// `TOLERANCE`).
pub fn tolerance(program: Program) -> Tolerance {
    match program {
        Program::EltwiseBinary => eltwise::TOLERANCE,
        Program::Matmul => matmul::TOLERANCE,
        Program::RowMean => reduce::TOLERANCE,
        Program::BlockMulticast => multicast::TOLERANCE,
        Program::TableReplay => local::TOLERANCE,
        Program::TallocUpDown => pto::TOLERANCE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn zero_inputs(program: Program) -> Arrays {
        program
            .inputs()
            .iter()
            .map(|buffer| (buffer.name.to_owned(), vec![0.0; buffer.elements]))
            .collect()
    }

    #[test]
    fn names_round_trip_and_unknown_names_list_the_programs() {
        for program in Program::ALL {
            assert_eq!(Program::from_name(program.name()), Ok(program));
        }
        let error = Program::from_name("eltwise").unwrap_err().to_string();
        assert!(
            error.contains("eltwise_binary, matmul, row_mean"),
            "{error}"
        );
    }

    #[test]
    fn every_program_produces_its_declared_outputs() {
        for program in Program::ALL {
            let outputs = program.expected(None, &zero_inputs(program)).unwrap();
            let declared: Vec<(&str, usize)> = program
                .outputs()
                .iter()
                .map(|buffer| (buffer.name, buffer.elements))
                .collect();
            let produced: Vec<(&str, usize)> = outputs
                .iter()
                .map(|(name, expected)| (name.as_str(), expected.values.len()))
                .collect();
            assert_eq!(produced, declared, "{}", program.name());
            assert!(outputs
                .values()
                .all(|expected| expected.error_scale.len() == expected.values.len()));
        }
    }

    #[test]
    fn only_eltwise_takes_a_param() {
        let program = Program::EltwiseBinary;
        assert!(program.run(Some(2), &zero_inputs(program)).is_ok());
        assert_eq!(
            program.run(Some(7), &zero_inputs(program)),
            Err(ReferenceError::UnknownOpCode(7))
        );
        let matmul = Program::Matmul;
        assert_eq!(
            matmul.run(Some(0), &zero_inputs(matmul)),
            Err(ReferenceError::UnexpectedParam("matmul"))
        );
    }
}
