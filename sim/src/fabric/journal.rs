//! What a PE's program records for people rather than for the host's
//! copies: `<simprint>`'s lines for the simulator's log (`sim.log`), and
//! `<debug>`'s trace buffers, read after the run by the host's
//! `debug_util.read_trace` (docs/abi.md, `tanto_rt_csl_print` and
//! `tanto_rt_csl_trace`). Also the PE's hardware PRNG (`@random16`).

use std::collections::BTreeMap;
use tanto_arch::wse::{LogFormat, Random16};

/// One record of a trace buffer, as the host's reader gives it back.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(untagged)]
pub enum TraceRecord {
    Text(String),
    Int(i64),
    Float(f64),
    Bool(bool),
}

/// One `<debug>` instance's buffer on a PE.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct TraceBuffer {
    pub records: Vec<TraceRecord>,
    /// The bytes of a string whose `string_end` has not come yet.
    pending: String,
}

/// A PE's journal.
#[derive(Debug, Default)]
pub struct Journal {
    /// The `<simprint>` line not yet ended by a newline.
    line: String,
    /// Ended lines: (the cycle of the newline, the text).
    pub lines: Vec<(u64, String)>,
    /// Trace buffers by the hash of their key (`trace_key_hash`).
    pub traces: BTreeMap<u32, TraceBuffer>,
    pub random: Random16,
}

impl Journal {
    /// `tanto_rt_csl_print(format, value)` at cycle `clock`; Err names a
    /// format code the runtime does not know.
    pub fn print(&mut self, code: u32, value: u32, clock: u64) -> Result<(), String> {
        let format = LogFormat::from_code(code)
            .filter(|f| !matches!(f, LogFormat::StringEnd | LogFormat::Timestamp))
            .ok_or_else(|| format!("tanto_rt_csl_print: no print format has code {code}"))?;
        if format == LogFormat::Char && value as u8 == b'\n' {
            self.lines.push((clock, std::mem::take(&mut self.line)));
        } else {
            self.line.push_str(&format.render(value));
        }
        Ok(())
    }

    /// `tanto_rt_csl_trace(key, capacity, format, value)`; `counter` is the
    /// PE's cycle counter now (what a timestamp records). A buffer keeps at
    /// most `capacity` records: later ones are dropped, as a full buffer
    /// on the machine takes no more.
    pub fn trace(
        &mut self,
        key: u32,
        capacity: u32,
        code: u32,
        value: u32,
        counter: u64,
    ) -> Result<(), String> {
        let format = LogFormat::from_code(code)
            .ok_or_else(|| format!("tanto_rt_csl_trace: no trace format has code {code}"))?;
        let buffer = self.traces.entry(key).or_default();
        let record = match format {
            LogFormat::Char => {
                buffer.pending.push(char::from(value as u8));
                return Ok(());
            }
            LogFormat::StringEnd => TraceRecord::Text(std::mem::take(&mut buffer.pending)),
            LogFormat::U16 => TraceRecord::Int(i64::from(value as u16)),
            LogFormat::I16 => TraceRecord::Int(i64::from(value as u16 as i16)),
            LogFormat::U32 | LogFormat::U16Hex | LogFormat::U32Hex => {
                TraceRecord::Int(i64::from(value))
            }
            LogFormat::I32 => TraceRecord::Int(i64::from(value as i32)),
            LogFormat::F32 => TraceRecord::Float(f64::from(f32::from_bits(value))),
            LogFormat::F16 => TraceRecord::Float(
                format
                    .render(value)
                    .parse::<f64>()
                    .map_err(|e| format!("tanto_rt_csl_trace: an f16: {e}"))?,
            ),
            LogFormat::Bool => TraceRecord::Bool(value != 0),
            LogFormat::Timestamp => TraceRecord::Int(counter as i64),
        };
        if buffer.records.len() < capacity as usize {
            buffer.records.push(record);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(format: LogFormat) -> u32 {
        format.code()
    }

    #[test]
    fn a_newline_ends_a_line_at_its_cycle() {
        let mut journal = Journal::default();
        for byte in b"x = " {
            journal
                .print(code(LogFormat::Char), u32::from(*byte), 1)
                .unwrap();
        }
        journal.print(code(LogFormat::I16), 0xfffe, 2).unwrap();
        journal
            .print(code(LogFormat::Char), u32::from(b'\n'), 7)
            .unwrap();
        assert_eq!(journal.lines, vec![(7, "x = -2".to_string())]);
        assert!(journal.print(code(LogFormat::Timestamp), 0, 8).is_err());
    }

    #[test]
    fn traces_keep_strings_values_and_their_capacity() {
        let mut journal = Journal::default();
        for byte in b"go" {
            journal
                .trace(5, 3, code(LogFormat::Char), u32::from(*byte), 0)
                .unwrap();
        }
        journal
            .trace(5, 3, code(LogFormat::StringEnd), 0, 0)
            .unwrap();
        journal
            .trace(5, 3, code(LogFormat::F32), 1.5f32.to_bits(), 0)
            .unwrap();
        journal
            .trace(5, 3, code(LogFormat::Timestamp), 0, 42)
            .unwrap();
        journal.trace(5, 3, code(LogFormat::U32), 9, 0).unwrap();
        assert_eq!(
            journal.traces[&5].records,
            vec![
                TraceRecord::Text("go".into()),
                TraceRecord::Float(1.5),
                TraceRecord::Int(42)
            ]
        );
    }
}
