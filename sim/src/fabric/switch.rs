//! A router's per-color switch and filter, and what a control wavelet's
//! payload tells the routers it passes (our encoding; the SDK documents
//! the fields, not their bits: docs/abi.md, "CSL").
//!
//! Switch: positions 1..=3 may each replace the color's `rx` (one
//! direction) or `tx`; position 0 is the route itself. A control wavelet
//! carrying SWITCH_ADV moves the switch of every router it passes on its
//! color to the next valid position once the wavelet has left that router
//! (so the wavelet itself still goes the old way); past the last valid
//! position the switch stays, or in ring mode goes back to 0. SWITCH_RST
//! goes back to 0. A pop mode may take the command off the wavelet at a
//! router, so the routers after it see a NOP.
//!
//! Filter: a range filter passes a data wavelet to the CE only when the
//! wavelet's index (the payload's high 16 bits) is in `min..=max`; control
//! wavelets always pass. A counter filter counts the wavelets it is set to
//! count as they reach the CE's side of the router and passes them while
//! its counter is at most `max_counter` (csl-builtins, "Filter
//! Configuration Semantics"). Forwarding to other routers is never
//! filtered.

use super::{Direction, DirectionSet, Route};

/// Bits 0..16 of a control payload: the control task's 16-bit argument.
pub const CONTROL_DATA_MASK: u32 = 0xffff;
/// Bits 16..22: the control task's ID.
pub const CONTROL_TASK_SHIFT: u32 = 16;
pub const CONTROL_TASK_MASK: u32 = 0x3f;
/// Bits 22..25: the switch command ([`SwitchCommand`]).
pub const CONTROL_COMMAND_SHIFT: u32 = 22;
pub const CONTROL_COMMAND_MASK: u32 = 0x7;
/// Bit 25: the CE ignores it (the wavelet stops at the router: no task runs).
pub const CONTROL_CE_IGNORE_BIT: u32 = 1 << 25;

/// The command a control wavelet carries to the routers on its way
/// (`<control>`'s `opcode`, in its order).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SwitchCommand {
    Nop,
    Advance,
    Reset,
    Teardown,
}

impl SwitchCommand {
    pub fn of_payload(payload: u32) -> SwitchCommand {
        match (payload >> CONTROL_COMMAND_SHIFT) & CONTROL_COMMAND_MASK {
            1 => SwitchCommand::Advance,
            2 => SwitchCommand::Reset,
            3 => SwitchCommand::Teardown,
            _ => SwitchCommand::Nop,
        }
    }
}

/// The payload with its command taken off (popped): a NOP.
pub fn popped(payload: u32) -> u32 {
    payload & !(CONTROL_COMMAND_MASK << CONTROL_COMMAND_SHIFT)
}

/// Whether the CE takes a control wavelet of this payload.
pub fn reaches_ce(payload: u32) -> bool {
    payload & CONTROL_CE_IGNORE_BIT == 0
}

/// What one switch position changes of the color's route.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Position {
    Rx(Direction),
    Tx(DirectionSet),
}

/// When a router takes a control wavelet's command off it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PopMode {
    #[default]
    NoPop,
    AlwaysPop,
    PopOnAdvance,
}

impl PopMode {
    pub fn parse(name: &str) -> Option<PopMode> {
        match name {
            "no_pop" => Some(PopMode::NoPop),
            "always_pop" => Some(PopMode::AlwaysPop),
            "pop_on_advance" => Some(PopMode::PopOnAdvance),
            _ => None,
        }
    }
}

/// One color's switch at one router.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Switch {
    /// Positions 1, 2 and 3; `None` is an invalid position.
    pub positions: [Option<Position>; 3],
    /// 0 (the route itself) to 3.
    pub current: u8,
    pub ring_mode: bool,
    pub pop_mode: PopMode,
}

impl Switch {
    /// The route in force: `base` with the current position's change.
    pub fn apply(&self, base: Route) -> Route {
        match self.position(self.current) {
            Some(Position::Rx(from)) => Route {
                rx: from.into(),
                ..base
            },
            Some(Position::Tx(to)) => Route { tx: to, ..base },
            None => base,
        }
    }

    fn position(&self, k: u8) -> Option<Position> {
        let index = usize::from(k).checked_sub(1)?;
        self.positions.get(index).copied().flatten()
    }

    /// The position `command` moves the switch to.
    pub fn next(&self, command: SwitchCommand) -> u8 {
        match command {
            SwitchCommand::Advance => {
                let next = self.current + 1;
                if self.position(next).is_some() {
                    next
                } else if self.ring_mode {
                    0
                } else {
                    self.current
                }
            }
            SwitchCommand::Reset => 0,
            SwitchCommand::Nop | SwitchCommand::Teardown => self.current,
        }
    }

    /// Whether this router takes `command` off the wavelet.
    pub fn pops(&self, command: SwitchCommand) -> bool {
        command != SwitchCommand::Nop
            && match self.pop_mode {
                PopMode::NoPop => false,
                PopMode::AlwaysPop => true,
                PopMode::PopOnAdvance => self.next(command) != self.current,
            }
    }
}

/// A range filter: which data wavelets reach the CE.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RangeFilter {
    pub min_index: u16,
    pub max_index: u16,
}

impl RangeFilter {
    pub fn passes(&self, payload: u32, control: bool) -> bool {
        let index = (payload >> 16) as u16;
        control || (self.min_index..=self.max_index).contains(&index)
    }
}

/// A counter (or sparse counter) filter and its active counter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CounterFilter {
    pub sparse: bool,
    pub count_data: bool,
    pub count_control: bool,
    pub counter: u32,
    pub limit1: Option<u32>,
    pub limit2: Option<u32>,
    pub max_counter: u32,
    pub filter_control: bool,
    /// A sparse counter past its last limit filters nothing.
    pub disabled: bool,
}

impl CounterFilter {
    /// Whether a wavelet passes, and the filter after it: a counted
    /// wavelet moves the counter first and is judged by the new count
    /// (so `.limit1 = 5, .max_counter = 4` rejects every 5th, csl-builtins'
    /// example); reaching `limit1` takes the counter back to 0.
    pub fn judge(&self, control: bool) -> (bool, CounterFilter) {
        let mut next = *self;
        // A sparse counter without a first limit never filters.
        if next.disabled || (next.sparse && next.limit1.is_none()) {
            return (true, next);
        }
        let counted = if control {
            next.count_control
        } else {
            next.count_data
        };
        if counted {
            next.counter += 1;
        }
        let passes = if next.filter_control {
            control && next.counter == next.max_counter
        } else {
            next.counter <= next.max_counter
        };
        if counted && next.limit1.is_some_and(|limit| next.counter >= limit) {
            next.counter = 0;
            if next.sparse {
                match next.limit2.take() {
                    Some(second) => next.limit1 = Some(second),
                    None => next.disabled = true,
                }
            }
        }
        (passes, next)
    }
}

/// What decides which wavelets of a color reach the CE.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Filter {
    Range(RangeFilter),
    Counter(CounterFilter),
}

impl Filter {
    /// Whether a wavelet arriving now passes (the filter unchanged).
    pub fn passes(&self, payload: u32, control: bool) -> bool {
        match self {
            Filter::Range(range) => range.passes(payload, control),
            Filter::Counter(counter) => counter.judge(control).0,
        }
    }

    /// Counts a wavelet that went toward the CE (passed or not).
    pub fn count(&mut self, control: bool) {
        if let Filter::Counter(counter) = self {
            *counter = counter.judge(control).1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ring_of_three() -> Switch {
        Switch {
            positions: [
                Some(Position::Tx(Direction::West.into())),
                Some(Position::Tx(Direction::East.into())),
                Some(Position::Rx(Direction::South)),
            ],
            current: 1,
            ring_mode: true,
            pop_mode: PopMode::NoPop,
        }
    }

    #[test]
    fn advance_walks_the_valid_positions_and_rings_back_to_the_route() {
        let mut switch = ring_of_three();
        let mut seen = Vec::new();
        for _ in 0..5 {
            switch.current = switch.next(SwitchCommand::Advance);
            seen.push(switch.current);
        }
        assert_eq!(seen, [2, 3, 0, 1, 2]);
        switch.ring_mode = false;
        switch.current = 3;
        assert_eq!(switch.next(SwitchCommand::Advance), 3);
        assert_eq!(switch.next(SwitchCommand::Reset), 0);
    }

    #[test]
    fn an_invalid_position_stops_the_walk() {
        let mut switch = ring_of_three();
        switch.positions[1] = None;
        switch.current = 1;
        assert_eq!(switch.next(SwitchCommand::Advance), 0);
        switch.ring_mode = false;
        assert_eq!(switch.next(SwitchCommand::Advance), 1);
    }

    #[test]
    fn a_position_replaces_only_the_side_it_names() {
        let base = Route {
            rx: Direction::Ramp.into(),
            tx: Direction::North.into(),
            swap_x: false,
            swap_y: false,
        };
        let mut switch = ring_of_three();
        assert_eq!(switch.apply(base).tx, Direction::West.into());
        assert_eq!(switch.apply(base).rx, Direction::Ramp.into());
        switch.current = 3;
        assert_eq!(switch.apply(base).rx, Direction::South.into());
        assert_eq!(switch.apply(base).tx, Direction::North.into());
        switch.current = 0;
        assert_eq!(switch.apply(base), base);
    }

    #[test]
    fn pop_modes_take_the_command_off_as_documented() {
        let mut switch = ring_of_three();
        assert!(!switch.pops(SwitchCommand::Advance));
        switch.pop_mode = PopMode::AlwaysPop;
        assert!(switch.pops(SwitchCommand::Advance));
        assert!(!switch.pops(SwitchCommand::Nop));
        switch.pop_mode = PopMode::PopOnAdvance;
        switch.ring_mode = false;
        switch.current = 3;
        assert!(!switch.pops(SwitchCommand::Advance));
        switch.current = 2;
        assert!(switch.pops(SwitchCommand::Advance));
        let payload = (1 << CONTROL_COMMAND_SHIFT) | (5 << CONTROL_TASK_SHIFT) | 7;
        assert_eq!(SwitchCommand::of_payload(payload), SwitchCommand::Advance);
        assert_eq!(popped(payload), (5 << CONTROL_TASK_SHIFT) | 7);
    }

    #[test]
    fn a_range_filter_passes_indices_in_range_and_every_control_wavelet() {
        let filter = RangeFilter {
            min_index: 3,
            max_index: 5,
        };
        assert!(!filter.passes(2 << 16, false));
        assert!(filter.passes((3 << 16) | 0xffff, false));
        assert!(filter.passes(5 << 16, false));
        assert!(!filter.passes(6 << 16, false));
        assert!(filter.passes(6 << 16, true));
    }

    fn counter(limit1: u32, max_counter: u32) -> CounterFilter {
        CounterFilter {
            count_data: true,
            limit1: Some(limit1),
            max_counter,
            ..CounterFilter::default()
        }
    }

    fn verdicts(mut filter: CounterFilter, wavelets: &[bool]) -> Vec<bool> {
        wavelets
            .iter()
            .map(|&control| {
                let (passes, next) = filter.judge(control);
                filter = next;
                passes
            })
            .collect()
    }

    #[test]
    fn the_builtins_example_rejects_every_fifth_data_wavelet() {
        let got = verdicts(counter(5, 4), &[false; 10]);
        assert_eq!(
            got,
            [true, true, true, true, false, true, true, true, true, false]
        );
    }

    #[test]
    fn uncounted_wavelets_are_judged_by_the_counter_as_it_is() {
        // Control wavelets not counted: they pass while the count is low.
        let got = verdicts(counter(3, 1), &[true, false, true, false, true, false]);
        assert_eq!(got, [true, true, true, false, false, false]);
    }

    #[test]
    fn filter_control_passes_control_wavelets_at_max_counter_only() {
        let filter = CounterFilter {
            filter_control: true,
            ..counter(3, 2)
        };
        // Data counted 1, 2: the control then passes; data never does.
        let got = verdicts(filter, &[false, true, false, true, false]);
        assert_eq!(got, [false, false, false, true, false]);
    }

    #[test]
    fn a_sparse_counter_takes_limit2_once_then_stops_filtering() {
        let filter = CounterFilter {
            sparse: true,
            limit2: Some(2),
            ..counter(3, 1)
        };
        // 1 pass, 2 and 3 rejected (3 = limit1: now limit1 = 2), 1 pass,
        // 2 rejected (limit1 again: disabled), then everything passes.
        let got = verdicts(filter, &[false; 8]);
        assert_eq!(got, [true, false, false, true, false, true, true, true]);
    }
}
