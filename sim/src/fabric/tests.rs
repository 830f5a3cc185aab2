//! Behaviour of the fabric through its public API: latency, multicast,
//! routing errors, back-pressure and link arbitration.

use super::*;
use Direction::{East, North, Ramp, South, West};

const COLOR: u8 = 3;

fn wse2() -> Wse {
    Wse::builtin("wse2").expect("arch/wse2.toml")
}

fn fabric(width: u32, height: u32) -> Fabric {
    Fabric::new(width, height, &wse2()).expect("a fabric that fits")
}

fn set(directions: &[Direction]) -> DirectionSet {
    DirectionSet::of(directions)
}

fn wavelet(color: u8, payload: u32) -> Wavelet {
    Wavelet {
        color,
        payload,
        control: false,
    }
}

/// Row 0 of `fabric` carries `color` from (0, 0)'s CE eastwards to the last
/// PE's CE; with `copies_everywhere`, every PE also hands a copy to its CE.
fn route_row(fabric: &mut Fabric, color: u8, copies_everywhere: bool) {
    let last = fabric.width() - 1;
    for x in 0..=last {
        let rx = if x == 0 { Ramp } else { West };
        let tx = match (x == last, copies_everywhere) {
            (true, _) => set(&[Ramp]),
            (false, true) => set(&[East, Ramp]),
            (false, false) => set(&[East]),
        };
        fabric.set_route(x, 0, color, rx.into(), tx).unwrap();
    }
}

#[test]
fn color_swap_flips_the_lowest_bit_of_each_copy_sent_east() {
    // Colors 0 and 1 both swap on x: sent from (0, 0) as 0, a copy reaches
    // (1, 0) as 1 and (2, 0) as 0; each PE keeps a copy of what it routes.
    let mut fabric = fabric(3, 1);
    for color in [0, 1] {
        for x in 0..3 {
            let rx = if x == 0 { Ramp } else { West };
            let tx = if x == 2 {
                set(&[Ramp])
            } else {
                set(&[East, Ramp])
            };
            fabric.set_route(x, 0, color, rx.into(), tx).unwrap();
            fabric.set_color_swap(x, 0, color, true, false).unwrap();
        }
    }
    fabric.inject(0, 0, wavelet(0, 7)).unwrap();
    for _ in 0..6 {
        fabric.step().unwrap();
    }
    assert_eq!(fabric.receive(0, 0, 0), Some(wavelet(0, 7)));
    assert_eq!(fabric.receive(1, 0, 1), Some(wavelet(1, 7)));
    assert_eq!(fabric.receive(2, 0, 0), Some(wavelet(0, 7)));
    assert_eq!(fabric.in_flight(), 0);
    assert_eq!(fabric.receive(1, 0, 0), None);
}

#[test]
fn unicast_along_a_row_of_4_arrives_after_3_hops_and_the_ramp() {
    let mut fabric = fabric(4, 1);
    route_row(&mut fabric, COLOR, false);
    fabric.inject(0, 0, wavelet(COLOR, 42)).unwrap();
    for step in 1..=3 {
        fabric.step().unwrap();
        assert!(!fabric.peek_available(3, 0, COLOR), "early at step {step}");
        assert_eq!(fabric.in_flight(), 1);
    }
    assert_eq!(fabric.in_router_at(3, 0, COLOR), 1, "3 hops after 3 steps");
    fabric.step().unwrap();
    assert_eq!(fabric.cycle(), 4);
    assert_eq!(fabric.in_flight(), 0);
    assert_eq!(fabric.receive(3, 0, COLOR), Some(wavelet(COLOR, 42)));
    for x in 0..3 {
        assert_eq!(fabric.pending_at(x, 0, COLOR), 0, "nothing for ({x}, 0)");
    }
}

#[test]
fn multicast_east_and_ramp_gives_every_pe_of_the_row_one_copy() {
    let mut fabric = fabric(4, 1);
    route_row(&mut fabric, COLOR, true);
    fabric.inject(0, 0, wavelet(COLOR, 7)).unwrap();
    for step in 1..=4 {
        fabric.step().unwrap();
        // PE x has its copy from step x + 1 on.
        for x in 0..4 {
            let expected = usize::from(step > x);
            assert_eq!(
                fabric.pending_at(x, 0, COLOR),
                expected,
                "({x}, 0) after step {step}"
            );
        }
    }
    assert_eq!(fabric.in_flight(), 0);
    for x in 0..4 {
        assert_eq!(fabric.receive(x, 0, COLOR).map(|w| w.payload), Some(7));
        assert_eq!(fabric.receive(x, 0, COLOR), None);
    }
}

#[test]
fn a_color_arriving_where_rx_does_not_allow_is_not_routed_from_there() {
    let mut fabric = fabric(3, 2);
    fabric
        .set_route(0, 1, COLOR, Ramp.into(), East.into())
        .unwrap();
    fabric
        .set_route(1, 1, COLOR, North.into(), Ramp.into())
        .unwrap();
    fabric.inject(0, 1, wavelet(COLOR, 1)).unwrap();
    assert_eq!(
        fabric.step(),
        Err(FabricError::NotRoutedFrom {
            x: 1,
            y: 1,
            color: COLOR,
            from: West
        })
    );
    assert_eq!(fabric.in_flight(), 1, "a failed step moves nothing");
    assert_eq!(fabric.cycle(), 0);
}

#[test]
fn injecting_on_a_color_without_ramp_in_rx_is_not_routed_from_ramp() {
    let mut fabric = fabric(2, 2);
    fabric
        .set_route(1, 1, COLOR, West.into(), Ramp.into())
        .unwrap();
    assert_eq!(
        fabric.inject(1, 1, wavelet(COLOR, 1)),
        Err(FabricError::NotRoutedFrom {
            x: 1,
            y: 1,
            color: COLOR,
            from: Ramp
        })
    );
    assert_eq!(fabric.in_flight(), 0);
}

#[test]
fn forwarding_past_the_edge_is_off_the_edge() {
    let mut fabric = fabric(2, 2);
    fabric
        .set_route(1, 0, COLOR, Ramp.into(), set(&[South, North]))
        .unwrap();
    fabric
        .set_route(1, 1, COLOR, North.into(), Ramp.into())
        .unwrap();
    fabric.inject(1, 0, wavelet(COLOR, 1)).unwrap();
    assert_eq!(
        fabric.step(),
        Err(FabricError::OffTheEdge {
            x: 1,
            y: 0,
            color: COLOR,
            direction: North
        })
    );
}

#[test]
fn a_full_ce_buffer_holds_later_wavelets_in_flight_without_loss_or_reordering() {
    let mut fabric = fabric(2, 1);
    route_row(&mut fabric, COLOR, false);
    let depth = fabric.ce_buffer_depth(1, 0, COLOR);
    assert_eq!(
        depth, 2,
        "an unbound color gets the smallest WSE-2 queue depth"
    );
    let mut sent = 0;
    for _ in 0..20 {
        if sent < 6 && fabric.can_inject(0, 0, COLOR) {
            fabric.inject(0, 0, wavelet(COLOR, sent)).unwrap();
            sent += 1;
        }
        fabric.step().unwrap();
    }
    assert_eq!(sent, 6);
    assert_eq!(fabric.pending_at(1, 0, COLOR), depth);
    assert_eq!(fabric.in_flight(), 6 - depth, "the rest wait in routers");
    let mut received = Vec::new();
    for _ in 0..20 {
        received.extend(fabric.receive(1, 0, COLOR).map(|w| w.payload));
        fabric.step().unwrap();
    }
    assert_eq!(received, [0, 1, 2, 3, 4, 5]);
    assert_eq!(fabric.in_flight(), 0);
}

#[test]
fn a_full_ramp_buffer_refuses_the_ce() {
    let mut fabric = fabric(2, 1);
    route_row(&mut fabric, COLOR, false);
    for payload in 0..ROUTER_BUFFER_DEPTH as u32 {
        fabric.inject(0, 0, wavelet(COLOR, payload)).unwrap();
    }
    assert!(!fabric.can_inject(0, 0, COLOR));
    assert!(matches!(
        fabric.inject(0, 0, wavelet(COLOR, 9)),
        Err(FabricError::RampFull { x: 0, y: 0, .. })
    ));
}

#[test]
fn a_stalled_color_does_not_block_another_color_on_the_same_link() {
    let mut fabric = fabric(2, 1);
    route_row(&mut fabric, 1, false);
    route_row(&mut fabric, 2, false);
    for payload in 0..2 {
        fabric.inject(0, 0, wavelet(1, payload)).unwrap();
    }
    for _ in 0..6 {
        fabric.step().unwrap();
    }
    // Color 1's CE buffer at (1, 0) is full; color 2 still gets through.
    assert_eq!(fabric.pending_at(1, 0, 1), 2);
    fabric.inject(0, 0, wavelet(2, 5)).unwrap();
    fabric.step().unwrap();
    fabric.step().unwrap();
    assert_eq!(fabric.receive(1, 0, 2).map(|w| w.payload), Some(5));
}

#[test]
fn two_colors_sharing_a_link_take_turns_one_wavelet_per_cycle() {
    let mut fabric = fabric(2, 1);
    route_row(&mut fabric, 1, false);
    route_row(&mut fabric, 2, false);
    for payload in 0..2 {
        fabric.inject(0, 0, wavelet(1, payload)).unwrap();
        fabric.inject(0, 0, wavelet(2, payload)).unwrap();
    }
    let mut arrivals = Vec::new();
    for step in 1..=6 {
        let crossed = fabric.step().unwrap();
        assert!(crossed <= 2, "one per link: (0,0) EAST and (1,0) RAMP");
        for color in [1, 2] {
            while let Some(w) = fabric.receive(1, 0, color) {
                arrivals.push((step, w.color, w.payload));
            }
        }
    }
    assert_eq!(
        arrivals,
        [(2, 1, 0), (3, 2, 0), (4, 1, 1), (5, 2, 1)],
        "colors alternate, one arrival per cycle"
    );
}

#[test]
fn a_multicast_head_waits_for_its_stalled_branch_and_the_other_branch_gets_each_wavelet_once() {
    let mut fabric = fabric(2, 1);
    route_row(&mut fabric, COLOR, true);
    let mut east = Vec::new();
    let mut sent = 0;
    for _ in 0..12 {
        if sent < 4 && fabric.can_inject(0, 0, COLOR) {
            fabric.inject(0, 0, wavelet(COLOR, sent)).unwrap();
            sent += 1;
        }
        fabric.step().unwrap();
        // Only (1, 0) is drained: (0, 0)'s own CE buffer fills and stalls.
        east.extend(fabric.receive(1, 0, COLOR).map(|w| w.payload));
    }
    assert_eq!(fabric.pending_at(0, 0, COLOR), 2);
    assert_eq!(east, [0, 1, 2], "2 crossed east while its RAMP copy waited");
    assert_eq!(fabric.in_flight(), 2, "2 (RAMP copy owed) and 3 behind it");
    let mut own = Vec::new();
    for _ in 0..12 {
        own.extend(fabric.receive(0, 0, COLOR).map(|w| w.payload));
        fabric.step().unwrap();
        east.extend(fabric.receive(1, 0, COLOR).map(|w| w.payload));
    }
    assert_eq!(east, [0, 1, 2, 3], "one east copy of each");
    assert_eq!(own, [0, 1, 2, 3]);
    assert_eq!(fabric.in_flight(), 0);
}

#[test]
fn a_bound_input_queue_gives_the_color_its_depth() {
    let mut fabric = fabric(2, 2);
    fabric.bind_input_queue(1, 1, 0, COLOR).unwrap();
    assert_eq!(fabric.ce_buffer_depth(1, 1, COLOR), 6);
    assert_eq!(fabric.ce_buffer_depth(0, 1, COLOR), 2);
    assert_eq!(
        fabric.bind_input_queue(1, 1, 0, 4),
        Err(FabricError::QueueTaken {
            x: 1,
            y: 1,
            queue: 0,
            color: COLOR
        })
    );
    assert_eq!(
        fabric.bind_input_queue(1, 1, 2, COLOR),
        Err(FabricError::ColorHasQueue {
            x: 1,
            y: 1,
            color: COLOR,
            queue: 0
        })
    );
    assert_eq!(
        fabric.bind_input_queue(1, 1, 8, 5),
        Err(FabricError::NoSuchQueue {
            queue: 8,
            queues: 8
        })
    );
}

#[test]
fn routes_outside_the_fabric_or_the_colors_are_refused() {
    let mut fabric = fabric(2, 2);
    let route = |f: &mut Fabric, x, y, color| f.set_route(x, y, color, Ramp.into(), East.into());
    assert_eq!(
        route(&mut fabric, 2, 0, 0),
        Err(FabricError::OutsidePe {
            x: 2,
            y: 0,
            width: 2,
            height: 2
        })
    );
    assert_eq!(
        route(&mut fabric, 0, 0, 24),
        Err(FabricError::ColorOutOfRange {
            color: 24,
            colors: 24
        })
    );
}

#[test]
fn a_fabric_larger_than_the_target_or_empty_is_refused() {
    let target = wse2();
    assert!(matches!(
        Fabric::new(758, 1, &target),
        Err(FabricError::Size { .. })
    ));
    assert!(matches!(
        Fabric::new(0, 1, &target),
        Err(FabricError::Size { .. })
    ));
    assert!(Fabric::new(757, 996, &target).is_ok());
}

/// A row of 3: PE 0 sends east; PE 1's switch sends to its CE at position
/// 0 and on east at position 1; PE 2 delivers to its CE and also has a
/// switch (tx to nowhere new: position 1 keeps RAMP) to see whether a
/// command reached it.
fn switched_row(pop_mode: switch::PopMode) -> Fabric {
    use switch::Position;
    let mut fabric = fabric(3, 1);
    fabric
        .set_route(0, 0, COLOR, Ramp.into(), East.into())
        .unwrap();
    fabric
        .set_route(1, 0, COLOR, West.into(), Ramp.into())
        .unwrap();
    fabric
        .set_route(2, 0, COLOR, West.into(), Ramp.into())
        .unwrap();
    let to_east = Switch {
        positions: [Some(Position::Tx(East.into())), None, None],
        current: 0,
        ring_mode: false,
        pop_mode,
    };
    fabric.set_switch(1, 0, COLOR, to_east).unwrap();
    let stays = Switch {
        positions: [Some(Position::Tx(Ramp.into())), None, None],
        pop_mode: switch::PopMode::NoPop,
        ..to_east
    };
    fabric.set_switch(2, 0, COLOR, stays).unwrap();
    fabric
}

fn advance(ce_ignore: bool) -> Wavelet {
    let mut payload = 1 << switch::CONTROL_COMMAND_SHIFT;
    if ce_ignore {
        payload |= switch::CONTROL_CE_IGNORE_BIT;
    }
    Wavelet {
        color: COLOR,
        payload,
        control: true,
    }
}

fn run_until_idle(fabric: &mut Fabric) {
    for _ in 0..32 {
        fabric.step().unwrap();
    }
}

#[test]
fn a_control_wavelet_goes_the_old_way_then_switches_the_route() {
    let mut fabric = switched_row(switch::PopMode::NoPop);
    fabric.inject(0, 0, wavelet(COLOR, 1)).unwrap();
    fabric.inject(0, 0, advance(false)).unwrap();
    run_until_idle(&mut fabric);
    fabric.inject(0, 0, wavelet(COLOR, 2)).unwrap();
    run_until_idle(&mut fabric);
    // The data before the command and the command itself stop at PE 1.
    assert_eq!(fabric.receive(1, 0, COLOR), Some(wavelet(COLOR, 1)));
    assert_eq!(fabric.receive(1, 0, COLOR), Some(advance(false)));
    assert_eq!(fabric.receive(1, 0, COLOR), None);
    assert_eq!(fabric.switch_position(1, 0, COLOR), 1);
    // The data after it goes on east.
    assert_eq!(fabric.receive(2, 0, COLOR), Some(wavelet(COLOR, 2)));
    assert_eq!(fabric.route(1, 0, COLOR).tx, East.into());
}

#[test]
fn a_popped_command_does_not_move_the_next_switch_and_ce_ignore_stops_at_the_ramp() {
    for (pop_mode, moved) in [
        (switch::PopMode::NoPop, 1),
        (switch::PopMode::AlwaysPop, 0),
        // PE 1 cannot advance past position 1: the command stays on.
        (switch::PopMode::PopOnAdvance, 1),
    ] {
        let mut fabric = switched_row(pop_mode);
        // The first advance moves PE 1 to EAST; the second goes east to
        // PE 2 and, popped at PE 1 or not, may move PE 2's switch.
        fabric.inject(0, 0, advance(true)).unwrap();
        fabric.inject(0, 0, advance(true)).unwrap();
        run_until_idle(&mut fabric);
        assert_eq!(fabric.switch_position(1, 0, COLOR), 1, "{pop_mode:?}");
        assert_eq!(fabric.switch_position(2, 0, COLOR), moved, "{pop_mode:?}");
        // Ignored by the CEs: nothing delivered.
        assert_eq!(fabric.pending_at(1, 0, COLOR), 0);
        assert_eq!(fabric.pending_at(2, 0, COLOR), 0);
    }
}

#[test]
fn a_range_filter_drops_data_to_the_ce_but_forwards_everything() {
    let mut fabric = fabric(2, 1);
    route_row(&mut fabric, COLOR, true);
    fabric
        .set_filter(
            0,
            0,
            COLOR,
            Filter::Range(RangeFilter {
                min_index: 1,
                max_index: 1,
            }),
        )
        .unwrap();
    // PE 0 sends to itself and on east: its CE sees index 1 only.
    fabric
        .set_route(0, 0, COLOR, Ramp.into(), set(&[East, Ramp]))
        .unwrap();
    let mut forwarded = Vec::new();
    for index in 0..3u32 {
        fabric
            .inject(0, 0, wavelet(COLOR, index << 16 | 9))
            .unwrap();
        run_until_idle(&mut fabric);
        forwarded.extend(fabric.receive(1, 0, COLOR).map(|w| w.payload >> 16));
    }
    assert_eq!(
        fabric.receive(0, 0, COLOR),
        Some(wavelet(COLOR, 1 << 16 | 9))
    );
    assert_eq!(fabric.receive(0, 0, COLOR), None);
    assert_eq!(forwarded, [0, 1, 2]);
}

/// A row of 2 sending east to a port at (1, 0), whose switch takes its own
/// RAMP at position 0 and the west at position 1 (a mux): PE 0's wavelets
/// wait in PE 1's input from the west until PE 1's advance turns to it.
#[test]
fn an_input_a_later_switch_position_takes_waits_for_it() {
    use switch::Position;
    let mut fabric = fabric(3, 1);
    fabric
        .set_route(0, 0, COLOR, Ramp.into(), East.into())
        .unwrap();
    fabric
        .set_route(1, 0, COLOR, Ramp.into(), East.into())
        .unwrap();
    fabric
        .set_route(2, 0, COLOR, West.into(), Ramp.into())
        .unwrap();
    let mux = Switch {
        positions: [Some(Position::Rx(West)), None, None],
        current: 0,
        ring_mode: false,
        pop_mode: switch::PopMode::NoPop,
    };
    fabric.set_switch(1, 0, COLOR, mux).unwrap();
    fabric.inject(0, 0, wavelet(COLOR, 10)).unwrap();
    run_until_idle(&mut fabric);
    // Not taken yet, and no fault: it waits at PE 1's western input.
    assert_eq!(fabric.receive(2, 0, COLOR), None);
    fabric.inject(1, 0, wavelet(COLOR, 20)).unwrap();
    fabric.inject(1, 0, advance(true)).unwrap();
    run_until_idle(&mut fabric);
    assert_eq!(fabric.switch_position(1, 0, COLOR), 1);
    assert_eq!(fabric.receive(2, 0, COLOR), Some(wavelet(COLOR, 20)));
    assert_eq!(fabric.receive(2, 0, COLOR), Some(wavelet(COLOR, 10)));
    assert_eq!(fabric.receive(2, 0, COLOR), None);
}

/// Without a switch position that takes it, a wavelet from a direction the
/// route does not take is still a routing fault.
#[test]
fn an_input_no_position_takes_is_a_fault() {
    let mut fabric = fabric(2, 1);
    fabric
        .set_route(0, 0, COLOR, Ramp.into(), East.into())
        .unwrap();
    fabric
        .set_route(1, 0, COLOR, Ramp.into(), Ramp.into())
        .unwrap();
    fabric.inject(0, 0, wavelet(COLOR, 1)).unwrap();
    assert!(matches!(
        fabric.step(),
        Err(FabricError::NotRoutedFrom { x: 1, y: 0, .. })
    ));
}
