import BookStage
import Shop

/// The demo script through all three designs, recorded as a timeline: the picture in the
/// README. Chapter 4's side-by-side page records the same way, in its hidden code.
public enum DemoTimeline {
    public static func record(_ script: CartScript = .demo) -> Timeline {
        let designs = SideBySide()
        let recorder = TimingRecorder(lanes: SideBySide.designs)
        for action in script.actions {
            recorder.begin("\(action)")
            for notice in designs.perform(action).notices {
                recorder.record(lane: notice.design, via: notice.via, delivered: notice.delivered, read: notice.read, settled: notice.settled)
            }
        }
        return recorder.timeline
    }

    public static func svg() -> String {
        SVGRenderer.render(record())
    }
}
