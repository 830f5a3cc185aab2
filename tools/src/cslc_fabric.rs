//! Where `tanto-cslc` places the program in the fabric, and `out.json`.
//!
//! The memcpy infrastructure of the SDK takes a halo of one PE around the
//! program plus three columns west of it and two east of it (and the
//! buffer columns `--width-west-buf` / `--width-east-buf` ask for), so with
//! `--memcpy` the rectangle must sit at least 4 (+ west buffers) columns
//! and 1 row in from the fabric's west and north edges, and leave 3
//! (+ east buffers) columns and 1 row free east and south of it. The
//! simulator runs the rectangle's PEs only: the host's copies reach them
//! directly, as the memcpy infrastructure would deliver them.

use serde_json::{json, Map, Value};

/// Columns the memcpy infrastructure takes west and east of the program,
/// its halo included.
const MEMCPY_WEST: u32 = 4;
const MEMCPY_EAST: u32 = 3;
/// Rows of halo north and south of the program.
const MEMCPY_HALO: u32 = 1;

/// The memcpy settings of the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Memcpy {
    pub channels: u32,
    pub west_buffer: u32,
    pub east_buffer: u32,
}

/// The program's rectangle placed in a fabric.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fabric {
    pub rectangle: (u32, u32),
    /// `--fabric-dims`, or the smallest fabric that holds the program.
    pub dims: (u32, u32),
    pub offsets: (u32, u32),
    pub memcpy: Option<Memcpy>,
}

impl Fabric {
    /// Places `rectangle` at `offsets` in a fabric of `dims` (the smallest
    /// that fits when None); a message when it does not fit.
    pub fn place(
        rectangle: (u32, u32),
        dims: Option<(u32, u32)>,
        offsets: (u32, u32),
        memcpy: Option<Memcpy>,
    ) -> Result<Self, String> {
        let (west, east, halo) = match memcpy {
            Some(m) => (
                MEMCPY_WEST.saturating_add(m.west_buffer),
                MEMCPY_EAST.saturating_add(m.east_buffer),
                MEMCPY_HALO,
            ),
            None => (0, 0, 0),
        };
        let why = if memcpy.is_some() {
            format!(
                " (--memcpy takes {west} columns west of the program, {east} east and {halo} row north and south)"
            )
        } else {
            String::new()
        };
        if offsets.0 < west || offsets.1 < halo {
            return Err(format!(
                "--fabric-offsets={},{} leaves no room west or north of the program: it needs at least {west},{halo}{why}",
                offsets.0, offsets.1
            ));
        }
        let needed = (
            u64::from(offsets.0) + u64::from(rectangle.0) + u64::from(east),
            u64::from(offsets.1) + u64::from(rectangle.1) + u64::from(halo),
        );
        let dims = match dims {
            Some(d) => d,
            None => (
                u32::try_from(needed.0).map_err(|_| "the fabric is too wide".to_string())?,
                u32::try_from(needed.1).map_err(|_| "the fabric is too tall".to_string())?,
            ),
        };
        if u64::from(dims.0) < needed.0 || u64::from(dims.1) < needed.1 {
            return Err(format!(
                "--fabric-dims={},{} is too small: the program's {}x{} rectangle at --fabric-offsets={},{} needs at least {},{}{why}",
                dims.0, dims.1, rectangle.0, rectangle.1, offsets.0, offsets.1, needed.0, needed.1
            ));
        }
        Ok(Fabric {
            rectangle,
            dims,
            offsets,
            memcpy,
        })
    }
}

fn strings(values: &[(String, String)]) -> Value {
    Value::Object(
        values
            .iter()
            .map(|(name, value)| (name.clone(), Value::String(value.clone())))
            .collect::<Map<_, _>>(),
    )
}

/// `out.json`: `params` and `colors` as cslc records them (name to the
/// value's text, which host scripts `int()`), then the compile settings.
pub fn out_json(
    arch: &str,
    layout: &str,
    params: &[(String, String)],
    colors: &[(String, String)],
    fabric: &Fabric,
) -> String {
    let memcpy = match fabric.memcpy {
        Some(m) => json!({
            "channels": m.channels,
            "width_west_buf": m.west_buffer,
            "width_east_buf": m.east_buffer,
        }),
        None => Value::Null,
    };
    let record = json!({
        "params": strings(params),
        "colors": strings(colors),
        "arch": arch,
        "layout": layout,
        "fabric": {
            "dims": [fabric.dims.0, fabric.dims.1],
            "offsets": [fabric.offsets.0, fabric.offsets.1],
        },
        "rectangle": [fabric.rectangle.0, fabric.rectangle.1],
        "memcpy": memcpy,
        "compiler": "tanto-cslc",
    });
    let mut text = serde_json::to_string_pretty(&record).unwrap_or_default();
    text.push('\n');
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    const MEMCPY: Option<Memcpy> = Some(Memcpy {
        channels: 1,
        west_buffer: 0,
        east_buffer: 0,
    });

    #[test]
    fn the_tutorials_fabric_holds_one_pe_with_memcpy() {
        assert!(Fabric::place((1, 1), Some((8, 3)), (4, 1), MEMCPY).is_ok());
        assert!(Fabric::place((4, 1), Some((11, 3)), (4, 1), MEMCPY).is_ok());
    }

    #[test]
    fn memcpy_needs_its_columns_east_and_west() {
        assert!(Fabric::place((2, 1), Some((8, 3)), (4, 1), MEMCPY).is_err());
        assert!(Fabric::place((1, 1), Some((8, 3)), (3, 1), MEMCPY).is_err());
        assert!(Fabric::place((1, 1), Some((8, 3)), (4, 0), MEMCPY).is_err());
    }

    #[test]
    fn buffer_columns_widen_the_memcpy_margins() {
        let buffers = Some(Memcpy {
            channels: 1,
            west_buffer: 2,
            east_buffer: 1,
        });
        assert!(Fabric::place((1, 1), Some((8, 3)), (4, 1), buffers).is_err());
        assert!(Fabric::place((1, 1), Some((11, 3)), (6, 1), buffers).is_ok());
    }

    #[test]
    fn without_memcpy_the_rectangle_only_has_to_fit() {
        assert!(Fabric::place((3, 2), Some((3, 2)), (0, 0), None).is_ok());
        assert!(Fabric::place((3, 2), Some((3, 2)), (1, 0), None).is_err());
    }

    #[test]
    fn without_dims_the_fabric_is_the_smallest_that_fits() {
        let fabric = Fabric::place((2, 2), None, (4, 1), MEMCPY).unwrap();
        assert_eq!(fabric.dims, (9, 4));
    }

    #[test]
    fn out_json_holds_params_as_strings() {
        let fabric = Fabric::place((1, 1), Some((8, 3)), (4, 1), MEMCPY).unwrap();
        let text = out_json(
            "wse2",
            "layout.csl",
            &[("M".into(), "4".into())],
            &[],
            &fabric,
        );
        let value: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(value["params"]["M"], "4");
        assert_eq!(value["fabric"]["dims"], json!([8, 3]));
    }
}
