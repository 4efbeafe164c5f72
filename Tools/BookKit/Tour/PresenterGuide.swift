import Foundation

/// docs/guide/GUIDE.md (and .ja.md): the presenter's guide, written by `book guide` from the
/// plans (docs/guide/plans.json), the notes per page and language (docs/guide/notes.<lang>.json)
/// and the pages themselves: a checkpoint's question, choices and answer come from the page's
/// prose and its recorded run, never copied into the notes. The notes are the single source
/// of what a presenter says; the deck's speaker view reads the same files.
public enum PresenterGuide {
    public struct Plans: Codable, Sendable {
        public struct Plan: Codable, Sendable {
            public var id: String
            public var title: [String: String]
            public var minutes: Int
            public var items: [Item]

            /// The plan's pages ("01-04"), in order.
            public var pages: [String] { items.compactMap(\.page) }

            /// The plan's title without its lead ("Plan: ", "進行案："), for a place that already
            /// says it is a plan.
            public func name(_ language: String) -> String {
                (title[language] ?? id).replacingOccurrences(of: #"^(Plan: |進行案：)"#, with: "", options: .regularExpression)
            }

            /// The minutes from the plan's start at which `page` begins and ends.
            public func span(of page: String) -> (start: Int, end: Int)? {
                var clock = 0
                for item in items {
                    if item.page == page { return (clock, clock + item.length) }
                    clock += item.length
                }
                return nil
            }
        }
        /// A page of the plan with its minutes, a break, or minutes that are no page (the
        /// welcome, the wrap-up) with a label in each language.
        public struct Item: Codable, Sendable {
            public var page: String?
            public var minutes: Int?
            public var `break`: Int?
            public var label: [String: String]?
            public var length: Int { self.break ?? minutes ?? 0 }
        }
        public var plans: [Plan]
    }

    public struct Note: Codable, Sendable {
        public var point: String
        public var talk: [String]
        public var listenFor: String
        public var fixedBy: String
        public var next: String
        public var attendees: String?
        public var solution: String?
        public var reasoning: String?
    }

    public struct Notes: Codable, Sendable {
        public var pages: [String: Note]
    }

    public static let folder = "docs/guide"
    public static func guidePath(language: String) -> String { "\(folder)/GUIDE\(language == "en" ? "" : "." + language).md" }
    public static func notesPath(language: String) -> String { "\(folder)/notes.\(language).json" }

    public static func plans(root: URL) throws -> Plans {
        try JSONDecoder().decode(Plans.self, from: Data(contentsOf: root.appendingPathComponent("\(folder)/plans.json")))
    }

    public static func notes(root: URL, language: String) throws -> Notes {
        try JSONDecoder().decode(Notes.self, from: Data(contentsOf: root.appendingPathComponent(notesPath(language: language))))
    }

    /// "01-04" for chapter 3's first page: the key the plans and the notes use, and the web
    /// edition's file name.
    public static func key(chapter: Int, page: Int) -> String { String(format: "%02d-%02d", chapter, page) }

    /// A checkpoint's question as the page asks it: the `callout(...)` block's lines above the
    /// prediction, in the page's language.
    static func question(_ prose: [String]) -> String? {
        guard let start = prose.lastIndex(where: { $0.contains("* callout(") }) else { return nil }
        var lines: [String] = []
        let first = prose[start].components(separatedBy: "):").dropFirst().joined(separator: "):").trimmingCharacters(in: .whitespaces)
        if !first.isEmpty { lines.append(first) }
        for line in prose[(start + 1)...] {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text == "*/" { break }
            lines.append(text)
        }
        return lines.isEmpty ? nil : lines.joined(separator: " ")
    }

    public static func markdown(root: URL, tree: SourceTree, language: String) throws -> String {
        let ja = language == "ja"
        func t(_ english: String, _ japanese: String) -> String { ja ? japanese : english }
        let localization = ja ? try Localization.load(root: root, language: "ja") : nil
        let plans = try plans(root: root)
        let notes = try notes(root: root, language: language)
        var pages: [String: (chapter: Int, number: Int, folder: PageFolder)] = [:]
        for (c, chapter) in tree.chapters.enumerated() {
            for (p, page) in chapter.pages.enumerated() { pages[key(chapter: c + 1, page: p + 1)] = (c + 1, p + 1, page) }
        }
        func title(_ key: String) -> String {
            guard let page = pages[key] else { return key }
            let name = localization?.name(of: page.folder) ?? page.folder.manifest.Name
            return "\(page.chapter).\(page.number) \(name)"
        }
        func link(_ key: String) -> String { "[\(title(key))](#\(key))" }
        func recorded(_ page: PageFolder) -> PageOutput? {
            try? PageOutput.recorded(PageOutput.recordedPath(page, language: language), root: root)
        }

        var out: [String] = []
        out.append(t("# Presenter's guide", "# 発表者のための手引き"))
        out.append(
            t(
                """
                Everything a presenter needs to run a workshop from this repository: two plans with \
                minutes, and for every page its point, what to show and say, where to stop and ask the \
                room, the misconception to listen for and the page that fixes it, and the way on. Present \
                from the web edition (on `docs/site/index.html`, choose a plan and Start presenting, or open \
                a page and press `p`), or mirror Swift Playgrounds. \
                Written by `swift run book guide` from `docs/guide/plans.json` and \
                `docs/guide/notes.\(language).json`; a checkpoint's question, choices and answer come from \
                the page itself and its recorded run.
                """,
                """
                このリポジトリだけでワークショップを進めるための手引きです。時間配分つきの2つの進行案と、ページごとに、\
                要点、見せることと話すこと、手を止めて会場に予想を聞く場所、耳を傾けるべき思い込みとそれを正すページ、\
                次への移り方を載せています。Web 版（`docs/site/index.html` で進行案を選んで「発表を始める」を押すか、ページを開いて `p` を押します）で発表するか、\
                Swift Playgrounds の画面を映してください。この手引きは `swift run book guide` が `docs/guide/plans.json` と \
                `docs/guide/notes.\(language).json` から書き出します。予想の問い、選択肢、答えは、ページとその記録済みの\
                実行結果から取り出しています。
                """))

        out.append(t("## Setup", "## 準備"))
        out.append(
            t(
                """
                - **Before the day:** nobody has run the book on a device yet. Run \
                [the device check](../DEVICE-CHECK.md) (fifteen minutes) on the device you will present from.
                - **Attendees' devices:** Swift Playgrounds 4.4 or later (iPadOS 17 or macOS 14). Send the \
                README's “Open in Swift Playgrounds” link beforehand: a download, then two taps in Files.
                - **The plans' minutes:** each plan opens with a few minutes for the welcome and devices and \
                ends with questions; a page's minutes are teaching time, and the plans add up to their length.
                - **A board:** a whiteboard or a flip chart, to write down the room's counts at each “ask the \
                room”.
                - **If the device check fails:** present from the web deck, which shows every page's code, \
                results and live view. For an exercise, show its task, let attendees write their fix in pairs, \
                then show the solution from this guide.
                - **The Shop module's sources:** some notes name a file of the Shop module; have \
                `Shared/UserModules/Shop/Sources/` open in an editor, or the module open in the app.
                - **An older app:** the book declares Swift Playgrounds 4.4 as its minimum and will not \
                open in an older one. Ask attendees to update before the day; on the day, pair them with a \
                neighbour, or let them follow the web edition's reading pages, which show every page's \
                code, results and live view.
                - **The projector:** mirror an iPad with AirPlay or a USB-C to HDMI adapter, a Mac with \
                display mirroring. The web deck is the fallback: `docs/site` opens from the disk (`file://`) \
                with no network; press `p` to present, `f` for full screen.
                - **The slides** show a page's title, its code in parts, the question for the room and its \
                answer, the results, and the live view a notification at a time, in type for the back row \
                (28 px text, 24 px code on a 720p projector). They carry no prose: the page's own words are \
                your notes.
                - **The speaker view:** in the deck, press `s` for a second window with the current and \
                the next step, the clock, and the notes for this step: the page's point and talking points \
                on its title, then the page's prose that leads to each step, what to listen for when you ask \
                the room, and the way on at the page's end. Choose the plan on the web edition's index (it \
                also links this guide) or in the speaker view: the speaker view then shows the pacing \
                against it, and → and ← at a page's end follow the plan's order. The two windows follow \
                each other. The clock keeps running if you close and reopen the speaker view; press \
                Restart when you begin. `o` lists every page, `b` blanks the screen, `?` shows the keys.
                - **Handout:** print `docs/site/en/all.html#summary` from the browser (add `&plan=90min` \
                for the 90-minute plan's pages, 13 sheets, or `&chapter=N` for one chapter; the index links \
                the chosen plan's): one sheet a page with its title, code and last results, without the \
                checkpoints' answers (without `#summary`, one slide a sheet). Hand it out at the end: its results \
                show what the room is asked to predict. `all.html#notes` is your copy: the answers too, and \
                a sheet of this guide's notes after each page.
                - **Questions from the room:** the [questions index](../site/en/questions.html) lists the \
                questions developers ask about this topic, each with the page that answers it.
                """,
                """
                - **前日までに：** このブックを実機で動かした人はまだいません。発表に使う端末で、\
                [実機での確認](../DEVICE-CHECK.ja.md)（15分）を済ませておきます。
                - **参加者の端末：** Swift Playgrounds 4.4 以降（iPadOS 17 か macOS 14）。README の「Swift Playgrounds で開く」\
                のリンクを事前に送っておきます。ダウンロードの後、「ファイル」App で2回タップすると開けます。
                - **進行案の時間：** どの進行案も、最初にあいさつと端末の準備、最後に質疑の時間を取っています。ページの時間は\
                教える時間です。あいさつと質疑も含めた合計が、進行案の長さになります。
                - **ホワイトボード：** 「会場に聞く」たびに、予想ごとに手を挙げた人数を書き出せるように、ホワイトボードかフリップチャートを用意します。
                - **実機での確認がうまくいかないとき：** Web 版のスライドで発表します。スライドには、全ページのコード、実行結果、\
                ライブビューが載っています。練習問題では課題を見せ、2人1組で直し方を書いてもらってから、この手引きの解答を見せます。
                - **Shop モジュールのソース：** ノートが Shop モジュールのファイルを挙げることがあります。\
                `Shared/UserModules/Shop/Sources/` をエディターで開くか、App でモジュールを開いておきます。
                - **App が古いとき：** ブックは Swift Playgrounds 4.4 を最低バージョンにしているので、それより古い App では\
                開けません。当日までに更新してもらいます。当日は隣の人と組んでもらうか、Web 版の閲覧用ページで進めてもらいます。\
                Web 版には、どのページのコード、結果、ライブビューも載っています。
                - **プロジェクター：** iPad は AirPlay か USB-C - HDMI アダプターで、Mac はディスプレイのミラーリングで映します。\
                予備は Web 版のスライドです。`docs/site` はネットワークなしでディスクから（`file://`）開けます。`p` で発表モード、\
                `f` で全画面です。
                - **スライド：** ページのタイトル、コード（長いときは分割）、会場への問いとその答え、実行結果、通知を1つずつ示す\
                ライブビューを、後ろの席からも読める大きさ（720p のプロジェクターで文字は 28 px、コードは 24 px）で表示します。\
                本文はスライドに載せず、発表者のノートとして使います。
                - **発表者ビュー：** スライドで `s` を押すと、別のウィンドウが開きます。いまのステップと次のステップ、経過時間、\
                そしてこのステップのノートを表示します。ノートは、タイトルのスライドではページの要点と話すこと、その後は各ステップの\
                前にあるページの本文、会場に予想を聞くときは耳を傾けるべき思い込み、ページの最後では次への移り方です。進行案は Web 版の\
                目次（この手引きへのリンクもあります）か発表者ビューで選びます。選ぶと、発表者ビューに予定より早いか遅いかが表示され、\
                ページの最後で → や ← を押すと進行案の順にページを移ります。2つのウィンドウは連動します。発表者ビューを閉じて\
                開き直しても経過時間は0に戻らないので、始めるときに「経過時間をリセット」を押します。`o` で全ページの一覧、\
                `?` でキー一覧を表示し、`b` で画面を暗転します。
                - **配布資料：** ブラウザーで `docs/site/ja/all.html#summary` を印刷します（90分の進行案のページだけなら `&plan=90min` を\
                加えて13枚、1つの章だけなら `&chapter=N`。目次には選んだ進行案の配布資料へのリンクがあります）。1ページにつき1枚で、題名、\
                コード、最後の実行結果が載ります（`#summary` なしなら1枚に1スライド）。会場への問いの答えは入りませんが、実行結果を見れば答えがわかるので、終わってから配ります。`all.html#notes` は発表者用で、\
                配布資料に答えを加え、ページごとにこの手引きのノートを1枚挟んだものです。
                - **会場からの質問：** [質問の一覧](../site/ja/questions.html)に、このテーマで開発者がよく尋ねる質問と、\
                答えのあるページをまとめています。
                """))

        for plan in plans.plans {
            out.append("## " + (plan.title[language] ?? plan.id))
            var rows = [t("| # | Page | Minutes | Clock | Attendees | Ask the room |", "| # | ページ | 分 | 時刻 | 参加者 | 会場に聞く |"), "|---|---|---|---|---|---|"]
            var clock = 0
            var number = 0
            for item in plan.items {
                let start = clock
                clock += item.length
                let span = String(format: "%d:%02d–%d:%02d", start / 60, start % 60, clock / 60, clock % 60)
                if let length = item.break {
                    rows.append("|  | \(t("Break", "休憩")) | \(length) | \(span) |  |  |")
                    continue
                }
                if let label = item.label {
                    rows.append("|  | \(label[language] ?? label["en"] ?? "") | \(item.length) | \(span) |  |  |")
                    continue
                }
                guard let key = item.page else { continue }
                number += 1
                let note = notes.pages[key]
                let asks = pages[key].flatMap { recorded($0.folder)?.prediction } != nil
                rows.append("| \(number) | \(link(key)) | \(item.length) | \(span) | \(note?.attendees == nil ? "" : t("on their devices", "各自の端末で")) | \(asks ? t("predict first", "先に予想") : "") |")
            }
            out.append(rows.joined(separator: "\n"))
        }

        out.append(t("## The pages", "## ページごとのノート"))
        for key in pages.keys.sorted() {
            guard let page = pages[key], let note = notes.pages[key] else { continue }
            var lines = ["### \(title(key)) <a id=\"\(key)\"></a>"]
            lines.append(t("**Point.** ", "**要点：** ") + note.point)
            lines.append(t("**Show and say.**", "**見せること、話すこと：**"))
            lines.append(note.talk.map { "- " + $0 }.joined(separator: "\n"))
            if let prediction = recorded(page.folder)?.prediction {
                let translation = localization?.page(page.folder)
                // The block that asks: the last prose block above the prediction's line (its
                // callout ends the block).
                let asked = page.folder.markup.lines.first { $0.kind != .prose && $0.text.contains(PageMarkup.predictionLine) }?.number ?? Int.max
                let block = page.folder.markup.proseBlocks.last { $0.line < asked }
                let prose =
                    block.map { block -> [String] in
                        if let key = block.key, let translated = translation?.text(key) { return translated.components(separatedBy: "\n") }
                        return block.text.components(separatedBy: "\n")
                    } ?? []
                lines.append(t("**Ask the room, before Run.** ", "**実行の前に、会場に聞く：** ") + (question(prose) ?? ""))
                lines.append(prediction.choices.map { "- `\($0.spelled)`: \($0.says)" }.joined(separator: "\n"))
                lines.append(t("**The run shows** ", "**実行結果：** ") + "`\(prediction.answer)`: \(prediction.answerChoice?.says ?? "")" + t(" ", "") + prediction.why)
            }
            // A plan that shows this page but not the one that fixes the misconception: the
            // presenter says that page's point in a sentence.
            let without = plans.plans.filter { $0.pages.contains(key) && !$0.pages.contains(note.fixedBy) }.map { $0.name(language) }
            let missing =
                without.isEmpty
                ? "" : t(" (not in \(without.joined(separator: ", ")): say its point in a sentence)", "（進行案\(without.map { "「\($0)」" }.joined(separator: "、"))には含まれないので、正すページの要点を一言で伝えます）")
            lines.append(t("**Listen for.** ", "**耳を傾けること：** ") + note.listenFor + t(" Fixed by ", "正すページ：") + link(note.fixedBy) + missing + t(".", "。"))
            if let attendees = note.attendees { lines.append(t("**Attendees.** ", "**参加者：** ") + attendees + t(" Solution: see the end of this guide.", "解答はこの手引きの最後にあります。")) }
            lines.append(t("**Next.** ", "**次へ：** ") + note.next)
            out.append(lines.joined(separator: "\n\n"))
        }

        out.append(t("## Exercise solutions (for the presenter only)", "## 練習問題の解答（発表者用）"))
        out.append(
            t(
                "The pages reveal these only through their hints, one at a time (in the app, and with h on the web pages); here they are in one place, with the reasoning.",
                "ページでは、ヒントを1つずつ表示したときにだけ解答がわかります（App と、Web 版のページで h を押したとき）。ここには、理由と一緒にまとめて載せています。"))
        for key in pages.keys.sorted() {
            guard let note = notes.pages[key], let solution = note.solution else { continue }
            out.append("### \(title(key))\n\n" + t("**Solution.** ", "**解答：** ") + solution + "\n\n" + t("**Why.** ", "**理由：** ") + (note.reasoning ?? ""))
        }
        return out.joined(separator: "\n\n") + "\n"
    }
}
