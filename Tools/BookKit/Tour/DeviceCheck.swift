import Foundation

/// docs/DEVICE-CHECK.md (and .ja.md): what a person with an iPad or a Mac checks first, in
/// fifteen minutes, make-or-break first. Every output it expects is taken from the recorded
/// runs (Tests/BookTests/Expected), so the checklist cannot drift from what the pages print:
/// `book device-check` writes it, and a test compares the committed files with a fresh one.
public enum DeviceCheck {
    public static func path(language: String) -> String {
        language == "en" ? "docs/DEVICE-CHECK.md" : "docs/DEVICE-CHECK.\(language).md"
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    public static func markdown(root: URL, tree: SourceTree, language: String) throws -> String {
        let ja = language == "ja"
        func t(_ english: String, _ japanese: String) -> String { ja ? japanese : english }
        let localization = ja ? try Localization.load(root: root, language: "ja") : nil
        func page(_ chapter: Int, _ number: Int) throws -> PageFolder {
            guard tree.chapters.indices.contains(chapter - 1), tree.chapters[chapter - 1].pages.indices.contains(number - 1) else {
                throw Missing(description: "DeviceCheck: no page \(chapter).\(number)")
            }
            return tree.chapters[chapter - 1].pages[number - 1]
        }
        func name(_ chapter: Int, _ number: Int) throws -> String {
            let folder = try page(chapter, number)
            return t("\(chapter).\(number) “\(folder.manifest.Name)”", "\(chapter).\(number)「\(localization?.name(of: folder) ?? folder.manifest.Name)」")
        }
        func recorded(_ relative: String) throws -> PageOutput { try PageOutput.recorded(relative, root: root) }
        func run(_ chapter: Int, _ number: Int, language: String = "en") throws -> PageOutput {
            try recorded(PageOutput.recordedPath(try page(chapter, number), language: language))
        }
        func block(_ lines: [String]) -> String { (["```"] + lines + ["```"]).joined(separator: "\n") }
        func verdict(_ output: PageOutput) -> [String] { output.assessment ?? [t("(no verdict)", "（判定なし）")] }
        func bookPath(_ folder: PageFolder, _ file: String) -> String {
            "../\(BookSettings.bookFolder)/Contents/Chapters/\(folder.chapterFolder)/Pages/\(folder.folder)/PrivateResources/\(file)"
        }

        var out: [String] = []
        out.append(t("# Device check: fifteen minutes with an iPad or a Mac", "# 実機での確認：iPad か Mac で15分"))
        out.append(
            t(
                """
                Nobody has opened this book in Swift Playgrounds yet: everything the repository tests ran \
                on Linux. Check these in order; step 2 is make-or-break. Every expected output below is \
                generated from the recorded runs by `swift run book device-check`, so it is what the page \
                prints. Report with the issue template “Device check” (.github/ISSUE_TEMPLATE/device-check.yml): \
                for each step, as expected, different (what you saw), or could not check.
                """,
                """
                このブックを Swift Playgrounds で開いた人はまだいません。リポジトリのテストはすべて Linux で動かしたものです。\
                次の順に確かめてください。手順2が成否を分けます。下に示す期待される出力は、すべて `swift run book device-check` \
                が記録済みの実行結果から生成したもので、ページが実際に出力する内容です。結果は Issue テンプレート「Device check」\
                （.github/ISSUE_TEMPLATE/device-check.yml）で報告してください。各項目について、期待どおり、違った（見えたもの）、確かめられなかった、のいずれかを書きます。
                """))
        out.append(
            t(
                "You need Swift Playgrounds 4.4 or later on iPadOS 17 / macOS 14 or later. Write down the device, the system version and the app's version (Settings › Playgrounds, or Swift Playgrounds › About). Steps 2 to 7 expect the app in English; step 8 switches it to Japanese.",
                "iPadOS 17 / macOS 14 以降の Swift Playgrounds 4.4 以降が必要です。端末、システムのバージョン、App のバージョン（「設定」>「Playgrounds」、または「Swift Playgrounds」>「Swift Playgrounds について」）を控えてください。手順2〜7は App の言語が英語の状態で確かめます。手順8で日本語に切り替えます。"
            ))

        // 1. Opening.
        out.append(t("## 1. Open the book (1 min)", "## 1. ブックを開く（1分）"))
        out.append(
            t(
                """
                Follow “Open in Swift Playgrounds” in the README (one link, then Files). **Expect:** the book \
                opens with its cover and the title “Delegate vs @Published”, and lists \(tree.chapters.count) chapters, \
                \(tree.pages.count) pages in all. **If the app refuses it:** copy its message word for word.
                """,
                """
                README の「Swift Playgrounds で開く」の手順に従います（リンクを1つ、その後「ファイル」App）。**期待：** 表紙と \
                「Delegate vs @Published」という名前でブックが開き、\(tree.chapters.count)つの章、合わせて\(tree.pages.count)ページが並びます。\
                **App がブックを開けなかったとき：** 表示されたメッセージをそのまま書き写してください。
                """))

        // 2. Make-or-break.
        let first = try run(1, 1)
        out.append(t("## 2. Make-or-break: the first page compiles (2 min)", "## 2. 成否を分ける：最初のページがコンパイルできる（2分）"))
        out.append(
            t(
                """
                Open \(try name(1, 1)) and tap Run My Code. The Shop module (a user module) holds `@Observable` \
                types, so this proves the app builds Observation's macros in a user module; all pages but one \
                need Shop. **Expect** these results beside the code (the printed lines, in this order):
                """,
                """
                \(try name(1, 1))を開き、「コードを実行」をタップします。Shop モジュール（ユーザーモジュール）は `@Observable` \
                な型を持つので、このページが動けば、App がユーザーモジュールの中で Observation のマクロを展開できることが確かめられます。\
                1ページを除くすべてのページが Shop を使います。**期待：** コードの横に、次の行がこの順に表示されます。
                """))
        out.append(block(first.results))
        out.append(
            t(
                "**If it does not compile:** copy the first error and the file it names; nothing else in this list matters until it does.",
                "**コンパイルできなかったとき：** 最初のエラーと、そのエラーが示すファイル名を書き写してください。これが直るまで、ほかの項目は意味がありません。"))

        // 3. Page code that waits for the main queue: the riskiest thing a page does.
        let later = try run(6, 3)
        let waiting = tree.pages.filter { $0.markup.lines.contains { $0.text.contains("nextTurn()") } }.count
        out.append(t("## 3. A page that waits for the main queue (2 min)", "## 3. メインキューを待つページ（2分）"))
        out.append(
            t(
                """
                Open \(try name(6, 3)) and run it as it is. Its code hands work to the main queue and then \
                waits for that work from inside the page (`nextTurn()`), as \(waiting) \
                pages do. **Expect** all of these results beside the code; lines 2 to 4 appear only if the wait works:
                """,
                """
                \(try name(6, 3))を開き、そのまま実行します。このページのコードはメインキューに処理を渡し、その処理をページの中から\
                待ちます（`nextTurn()`）。同じことをするページは\(waiting)ページあります。\
                **期待：** コードの横に次の結果がすべて表示されます。2〜4行目は、待つ処理が動いたときにだけ表示されます。
                """))
        out.append(block(later.results))
        out.append(
            t(
                "**If lines 2 to 4 are missing or the page never ends:** write what the results show and whether Stop was needed.",
                "**2〜4行目がない、またはページが終わらないとき：** 結果の表示と、停止ボタンが必要だったかどうかを書いてください。"))

        // 4. A deinit page: whether the app keeps objects alive that Linux frees.
        let released = try run(5, 6)
        out.append(t("## 4. An object released while the page runs (2 min)", "## 4. 実行中に解放されるオブジェクト（2分）"))
        out.append(
            t(
                """
                Open \(try name(5, 6)) and run it. The page lets one label go out of scope and shows whether \
                its `deinit` ran. **Expect** this in the live view:
                """,
                """
                \(try name(5, 6))を開き、実行します。このページはラベルを1つスコープの外に出し、その `deinit` が動いたかどうかを\
                表示します。**期待：** ライブビューに次の内容が表示されます。
                """))
        out.append(block(released.liveView ?? []))

        // 5. Logging and a prediction checkpoint.
        let willSet = try run(1, 4)
        let wrong = try recorded("Variants/Predict-WillSetOrDidSet-didSet.txt")
        let right = try recorded("Variants/Predict-WillSetOrDidSet-right.txt")
        out.append(t("## 5. A verdict on a page without a live view (2 min)", "## 5. ライブビューのないページでの判定（2分）"))
        out.append(
            t(
                """
                Open \(try name(1, 4)). Run it as it is (`prediction` still `.notYet`). **Expect** the results \
                beside the `print` lines (each line carries its order number), and a verdict that asks for a \
                prediction first:
                """,
                """
                \(try name(1, 4))を開き、そのまま実行します（`prediction` は `.notYet` のまま）。**期待：** `print` の行の横に結果が\
                表示され（各行に順番の番号が付きます）、判定は先に予想するよう求めます。
                """))
        out.append(block(willSet.results + [""] + verdict(willSet)))
        out.append(
            t(
                """
                Now replace `.notYet` with `.bothRead1` and run. **Expect** “not yet”, the Hint button showing \
                these one at a time, then the solution:
                """,
                """
                次に `.notYet` を `.bothRead1` に書き換えて実行します。**期待：** 判定は not yet で、ヒントのボタンが次の内容を1つずつ\
                表示し、最後に解答を表示します。
                """))
        out.append(block(verdict(wrong)))
        out.append(t("Then write `.publishedReads0` and run. **Expect** the pass message:", "最後に `.publishedReads0` と書いて実行します。**期待：** 合格のメッセージが表示されます。"))
        out.append(block(verdict(right)))
        out.append(
            t(
                """
                **Report where** the verdict and the Hint button appear on this page, which has no live view of \
                its own (a popover over the code, a bar at the bottom, nowhere). Apple documents the Hint button \
                with the live view, so the book also shows the verdict as a small live view (a ✓ or ✗ and the \
                message or first hint): **report** whether that live view appears after Run, and whether you had \
                to open the live view pane to see it.
                """,
                """
                **報告してほしいこと：** このページには、もともとライブビューがありません。判定とヒントのボタンがどこに表示されるか\
                （コードに重なるポップオーバー、下部のバー、表示されない）を書いてください。Apple のドキュメントはヒントのボタンを\
                ライブビューと一緒に説明しているので、このブックは判定を小さなライブビュー（✓ か ✗ と、メッセージか最初のヒント）でも\
                表示します。実行の後にそのライブビューが表示されるか、見るためにライブビューの領域を開く必要があったかも書いてください。
                """))

        // 6. The UIKit page: a UITableViewController as the live view, and an exercise's verdict beside it.
        let table = try run(2, 5)
        let tableFixed = try recorded("Variants/ReloadDataInASink-fixed.txt")
        out.append(t("## 6. A UIKit table as the live view (2 min)", "## 6. ライブビューとしての UIKit のテーブル（2分）"))
        out.append(
            t(
                """
                Open \(try name(2, 5)) and run it as it is. The live view is a `UITableViewController` \
                (inset grouped) that BookStage builds: one row per add, what the screen's table was told \
                beside what the cart holds, “⚠︎” where they differ. **Expect** the rows of this table, and \
                the verdict “not yet” with this first hint:
                """,
                """
                \(try name(2, 5))を開き、そのまま実行します。ライブビューは BookStage が作る `UITableViewController`\
                （inset grouped）です。追加1回につき1行で、画面のテーブルに伝わった内容とカートの中身を並べ、食い違う行には「⚠︎」が付きます。\
                **期待：** 次の表と同じ行が並び、判定は not yet で、最初のヒントは次のとおりです。
                """))
        out.append(block((table.liveView ?? []) + [""] + Array(verdict(table).prefix(2))))
        out.append(
            t(
                "Then make the three edits of the page's solution (in the Hint button's last step) and run. **Expect** no “⚠︎”, the rows of this table, and the pass message:",
                "次に、ページの解答（ヒントボタンの最後）のとおりに3か所を書き換えて実行します。**期待：** 「⚠︎」のない、次の表と同じ行が並び、合格のメッセージが出ます。"))
        out.append(block((tableFixed.liveView ?? []) + [""] + verdict(tableFixed)))
        out.append(
            t(
                "**If the app does not compile the page:** copy the first error; it is the UIKit code's, which only a device builds.",
                "**App がページをコンパイルできなかったとき：** 最初のエラーを書き写してください。そのエラーは UIKit のコードのもので、このコードは端末の上でしかビルドされません。"))

        // 7. A poster at 2x, then its live view.
        let sideBySide = try page(2, 3)
        let live = try run(2, 3)
        out.append(t("## 7. A poster at 2x, then its live view (2 min)", "## 7. 2x のポスター画像と、そのライブビュー（2分）"))
        out.append(
            t(
                """
                Open \(try name(2, 3)). **Expect,** before you run, this poster in the live view, drawn at 2x \
                (`LiveViewPoster@2x.png`, \(PosterFiles.maxPoints) points wide at most): whole within the pane beside \
                the code, and as sharp as the text around it. Note if it is cut off, scaled, twice as large or blurry:
                """,
                """
                \(try name(2, 3))を開きます。**期待：** 実行する前に、ライブビューに次のポスター画像が 2x で表示されます\
                （`LiveViewPoster@2x.png`、幅は最大\(PosterFiles.maxPoints)ポイント）。コードの横の領域に全体が収まり、周りの文字と同じくらい\
                くっきり見えること。切れている、縮小されている、2倍の大きさになっている、ぼやけている場合は書いてください。
                """))
        // The app is in English until step 8, which checks the Japanese poster.
        out.append("![\(t("The poster of the page", "このページのポスター画像"))](\(bookPath(sideBySide, "en.lproj/" + PosterFiles.png)))")
        out.append(
            t(
                "Run it, then tap the buttons. **Expect** after the run the same three columns, the stale cells marked (red, with a warning sign):",
                "実行してから、ボタンをタップします。**期待：** 実行後、同じ3列の表が表示され、古い値のセルに印（赤と警告の記号）が付きます。"))
        out.append(block(Array((live.liveView ?? []).prefix(11))))

        // 8. Japanese.
        let japanese = try run(1, 4, language: "ja")
        let willSetPage = try page(1, 4)
        let jaTitle = try Localization.load(root: root, language: "ja")?.name(of: willSetPage) ?? ""
        out.append(t("## 8. The Japanese edition (1 min)", "## 8. 日本語版（1分）"))
        out.append(
            t(
                """
                Set the app's language to Japanese (iPad: Settings › Playgrounds › Language; Mac: System \
                Settings › General › Language & Region › Applications). Open chapter 3, page 1. **Expect** the \
                title “\(jaTitle)”, the prose, the “予想” box and the editable region's placeholder in Japanese, \
                and, run as it is, this verdict:
                """,
                """
                App の言語を日本語にします（iPad：「設定」>「Playgrounds」>「言語」、Mac：「システム設定」>「一般」>「言語と地域」>「アプリケーション」）。\
                \(try name(1, 4))を開きます。**期待：** タイトル「\(jaTitle)」、説明文と「予想」の枠、編集できる部分のプレースホルダーが\
                日本語で表示され、そのまま実行すると次の判定が表示されます。
                """))
        out.append(block(verdict(japanese)))
        out.append(
            t(
                "Also open \(try name(2, 3)): its poster should be the Japanese one (labels such as 「デリゲート」).",
                "\(try name(2, 3))も開きます。ポスター画像が日本語版（「デリゲート」などのラベル）であることを確かめてください。"))

        // 9. Appearance and the module.
        out.append(t("## 9. Dark mode and the Shop module (1 min)", "## 9. ダークモードと Shop モジュール（1分）"))
        out.append(
            t(
                """
                Switch the system to dark appearance. **Expect** the cover, the chapter pictures and the posters \
                readable. Then, in the module list, try to delete the Shop module: the book sets \
                `UserModuleMode` to Limited, so **expect** that Shop cannot be removed (its files stay editable).
                """,
                """
                システムの外観をダークにします。**期待：** 表紙、章の画像、ポスター画像が読めること。次に、モジュールの一覧で Shop \
                モジュールを削除しようとしてみます。ブックは `UserModuleMode` を Limited にしています。**期待：** Shop は削除できません\
                （ファイルは編集できます）。
                """))
        return out.joined(separator: "\n\n") + "\n"
    }
}
