// The timing model behind every live view and text timeline. Platform-independent and
// tested on Linux: renderers only lay out what this file decides (stale or not, labels).

/// One notification, as a view received it.
public struct TimingEvent: Equatable, Sendable {
    /// Position in the recording, from 1: the order in which notifications really arrived.
    public var order: Int
    /// The action it belongs to (0: before any action, e.g. a publisher's first value on subscribe).
    public var step: Int
    /// The design that sent it: "Delegate", "@Published", "CurrentValueSubject".
    public var lane: String
    /// How it arrived: "$items", "itemsDidChange()", ...
    public var via: String
    /// The value the notification carried; nil for a delegate call, which carries none.
    public var delivered: String?
    /// What a read of the property returned while the notification was handled.
    public var read: String
    /// What the property holds once the change is done. A read that differs is stale.
    public var settled: String

    public init(order: Int, step: Int, lane: String, via: String, delivered: String?, read: String, settled: String) {
        self.order = order
        self.step = step
        self.lane = lane
        self.via = via
        self.delivered = delivered
        self.read = read
        self.settled = settled
    }

    /// The read did not see the value the change was about.
    public var isStale: Bool { read != settled }

    /// The label a mark gets, e.g. `sent 1, property read 0`.
    public var label: String { "\(sentText), \(readText)" }

    /// The label in the learner's language (English: `label`).
    public var localizedLabel: String { "\(localizedSentText)\(Localized.string(", "))\(localizedReadText)" }
    public var localizedSentText: String { delivered.map { Localized.format("sent %@", $0) } ?? Localized.string("called") }
    public var localizedReadText: String { Localized.format("property read %@", read) }

    /// The label's first half: `sent 1`, or `called` for a delegate call.
    public var sentText: String { delivered.map { "sent \($0)" } ?? "called" }

    /// The label's second half: `property read 0`.
    public var readText: String { "property read \(read)" }
}

/// A recording of notifications, grouped into steps (one per action).
public struct Timeline: Equatable, Sendable {
    /// The designs, top to bottom.
    public var lanes: [String]
    /// Step titles; index 0 is the set-up before the first action.
    public var steps: [String]
    public var events: [TimingEvent]

    public init(lanes: [String], steps: [String] = ["subscribe"], events: [TimingEvent] = []) {
        self.lanes = lanes
        self.steps = steps
        self.events = events
    }

    /// Events of one step and lane, in arrival order.
    public func events(step: Int, lane: String) -> [TimingEvent] {
        events.filter { $0.step == step && $0.lane == lane }
    }

    /// Events grouped by step and lane, built once: renderers of long timelines use this
    /// instead of filtering every event for every cell.
    public func grouped() -> [Cell: [TimingEvent]] {
        Dictionary(grouping: events) { Cell(step: $0.step, lane: $0.lane) }
    }

    public struct Cell: Hashable, Sendable {
        public var step: Int
        public var lane: String
        public init(step: Int, lane: String) {
            self.step = step
            self.lane = lane
        }
    }

    public var staleCount: Int { events.filter(\.isStale).count }
}

/// Records events as they happen. Pages call `begin(_:)` before each action and `record`
/// from inside the sink or delegate method, so the read happens at the real moment.
public final class TimingRecorder {
    public private(set) var timeline: Timeline

    public init(lanes: [String]) {
        timeline = Timeline(lanes: lanes)
    }

    /// Starts a new step; events recorded from now on belong to it.
    public func begin(_ title: String) {
        timeline.steps.append(title)
    }

    public var currentStep: Int { timeline.steps.count - 1 }

    /// Records one notification. `settled` defaults to the delivered value: for a publisher,
    /// the value being sent is the value the property is about to hold.
    public func record(lane: String, via: String, delivered: String?, read: String, settled: String? = nil) {
        guard let settled = settled ?? delivered else {
            preconditionFailure("a delegate call delivers nothing: pass settled: the value after the change")
        }
        if !timeline.lanes.contains(lane) { timeline.lanes.append(lane) }
        timeline.events.append(TimingEvent(
            order: timeline.events.count + 1, step: currentStep, lane: lane, via: via,
            delivered: delivered, read: read, settled: settled))
    }
}
