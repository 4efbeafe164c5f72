/// The site's stylesheet and its one script. Reading mode shows a page's slides one after
/// another; presenter mode (`p`, or `#present` in the address) one slide at a time on an
/// 80 × 45 rem stage fitted to the screen, in type sized for the back of a room; print gives
/// one slide per sheet (16:9), live views in their final state. Light and dark.
enum SiteAssets {
    /// Presenter-mode type, also used for print. Slides.swift estimates heights from these
    /// sizes (SlideMetrics): keep the two in step. `P` stands for the mode's root selector.
    static let slideType = """
    P .slide { padding: 1rem 2rem; overflow: hidden; }
    P .slide > .prose > * { display: none; }
    P .slide > .prose > h1, P .slide > .prose > p:has(> img), P .slide > .prose > .on-slide { display: block; }
    P .slide-copy { display: block; }
    P .prose .on-slide li, P .prose .on-slide p { font-size: 1.75rem; line-height: 1.35; }
    P .prose .on-slide { padding-left: 1.6em; margin: 0 0 .5em; }
    P .prose .on-slide li { margin: 0 0 .2rem; }
    P .prose .on-slide:has(> li.callout) { padding-left: 0; }
    P .prose .on-slide li.callout { padding: .4rem 1rem; margin-left: 0; }
    P .prose h1 { font-size: 2.6rem; line-height: 1.2; margin: 0 0 .5em; }
    P .kicker { display: block; font-size: 1.75rem; line-height: 1.35; color: var(--muted); margin: 0 0 1.2em; }
    P .takeaway { display: block; }
    P .point { font-size: 1.75rem; line-height: 1.35; margin: 0 0 .5em; }
    P .prose img { height: 20rem; width: auto; max-width: 100%; }
    P pre, P table.results { font-size: 1.5rem; line-height: 1.3; padding: .6rem .8rem; margin: 0 0 .6rem; }
    P table.results, P table.results tbody, P table.results tr, P table.results td { display: block; width: auto; }
    P table.results td, P table.results td:first-child, P table.results tr td { padding: 0; border: 0; width: auto; }
    P table.results tr:has(> td + td:empty) { display: none; }
    P table.results td + td { padding-left: calc((var(--i, 0) + 2) * 1ch); }
    P table.results .r::before { content: "▸ "; }
    P table.results .v.x { display: none; }
    P table.results .r:has(+ .v.x)::after { content: none; }
    P table.results .more { display: inline; }
    P table.results .r:not(:first-child)::before { content: "\\A▸ "; }
    P .after-run, P .hint-key { display: none; }
    P .slide h3 { font-size: 1.75rem; line-height: 1.2; margin: 0 0 .5rem; }
    P .assessment li, P .assessment p { font-size: 1.75rem; line-height: 1.35; }
    P .assessment .verdict { font-weight: 700; }
    P .predict .prose li, P .predict .prose p, P .predict legend, P .predict label, P .answer p { font-size: 1.75rem; line-height: 1.35; }
    P .predict .prose li.callout { padding: .4rem 1rem; margin: 0 0 .4rem; }
    P .predict .prose ul { padding-left: 1.2em; margin: 0 0 .4em; }
    P .predict label { padding: .15em 0; }
    P .predict button, P .predict .feedback { display: none; }
    P .ask { font-size: 2rem; margin: 0 0 .4em; }
    """

    static let css = """
    :root { --bg: #fbfaf7; --fg: #1d1d1f; --muted: #5c5c61; --card: #ffffff; --line: #d9d6cc; --accent: #0a5cc2;
            --stale: #c4001a; --stale-bg: #fde2e4; --fresh: #1b7431; --kw: #9b2393; --str: #b8150f; --num: #1c00cf; --com: #52606d; --type: #3900a0;
            --editable: #fff4c2; --editable-edge: #a27a00; font-size: clamp(15px, 1.35vw, 30px); }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #161618; --fg: #f2f2f7; --muted: #aeaeb2; --card: #232326; --line: #48484a; --accent: #6cb6ff;
              --stale: #ff7b7b; --stale-bg: #4a1a20; --fresh: #63d47c; --kw: #ff7ab2; --str: #ff8f80; --num: #e0d38c; --com: #98a4af; --type: #dabaff;
              --editable: #3b3310; --editable-edge: #e0b400; }
    }
    * { box-sizing: border-box; }
    html, body { margin: 0; background: var(--bg); color: var(--fg);
      font-family: -apple-system, "Helvetica Neue", Helvetica, Arial, "Hiragino Sans", "Noto Sans CJK JP", sans-serif; line-height: 1.45; }
    a { color: var(--accent); }
    code, pre, kbd { font-family: "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Noto Sans Mono CJK JP", monospace; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    .bar { display: flex; gap: 1em; align-items: baseline; padding: .4em 1em; border-bottom: 1px solid var(--line); font-size: .8rem; }
    .bar .where { color: var(--muted); flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .bar .step { color: var(--muted); font-variant-numeric: tabular-nums; }
    .bar .mode { font: inherit; color: var(--accent); background: none; border: 1px solid var(--line); border-radius: .3em; padding: .05em .6em; cursor: pointer; }

    /* Reading: the page's slides one after another. */
    .deck { max-width: 56rem; margin: 0 auto; padding: .6rem 1.2rem 2rem; }
    .slide { display: block; }
    .prose h1 { font-size: 1.7rem; margin: .2em 0 .4em; }
    .prose p, .prose li { font-size: 1rem; }
    .prose li p { font-size: inherit; }
    .prose blockquote { margin: .6em 0; padding: .5em .9em; border-left: .3em solid var(--accent); background: var(--card); }
    .prose img { max-width: 100%; height: auto; }
    .prose code { font-size: .9em; }
    .prose pre code { font-size: inherit; }
    .prose li.callout { list-style: none; margin: .4em 0 .4em -1.2em; padding: .5em .9em; border-left: .3em solid var(--accent);
      background: var(--card); border-radius: .3em; }
    .prose .callout-title { display: block; font-weight: 700; }
    pre { background: var(--card); border: 1px solid var(--line); border-radius: .4em; padding: .6em .8em; font-size: .78rem;
      white-space: pre-wrap; overflow-wrap: anywhere; margin: .6em 0; }
    table.results { width: 100%; border-collapse: collapse; background: var(--card); border: 1px solid var(--line); border-radius: .4em;
      font-size: .78rem; line-height: 1.45; margin: .6em 0; }
    table.results td { font-family: "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", "Noto Sans Mono CJK JP", monospace; white-space: pre-wrap;
      overflow-wrap: anywhere; vertical-align: top; padding: 0 .8em; }
    table.results tr:first-child td { padding-top: .5em; } table.results tr:last-child td { padding-bottom: .5em; }
    table.results td:first-child { width: 64%; }
    table.results td + td { color: var(--accent); font-weight: 600; border-left: 1px solid var(--line); }
    table.results tr.editable td:first-child { background: var(--editable); }
    /* A line that ran N times: "3 times: a, b, c". */
    table.results .r:not(:first-child)::before { content: "\\A"; }
    table.results .r:has(+ .v)::after { content: ":"; }
    table.results .v { font-weight: 400; }
    table.results .more { display: none; }
    table.results .v + .v::before { content: ", "; }
    table.results .v.line { display: block; padding-left: 2ch; }
    table.results .v.line::before { content: none; }
    table.results .r + .v::before { content: " "; }
    table.results mark.editable { background: var(--editable); color: inherit; border-bottom: 2px solid var(--editable-edge); }
    .takeaway, .kicker, .slide-copy { display: none; }
    pre.code.continues { margin-bottom: 0; border-bottom: 1px dashed var(--line); border-bottom-left-radius: 0; border-bottom-right-radius: 0; }
    pre.code.continued { margin-top: 0; border-top: 0; border-top-left-radius: 0; border-top-right-radius: 0; }
    pre.code .line.editable { background: var(--editable); display: inline-block; width: 100%; }
    pre.code mark.editable { background: var(--editable); color: inherit; border-bottom: 2px solid var(--editable-edge); }
    .kw { color: var(--kw); font-weight: 600; } .str { color: var(--str); } .num { color: var(--num); }
    .com { color: var(--com); font-style: italic; } .type { color: var(--type); } .attr { color: var(--kw); }
    .after-run { font-size: 1.1rem; margin: 1.2em 0 .2em; color: var(--muted); }
    .slide h3 { font-size: .9rem; margin: .8em 0 .3em; }
    .liveview { background: #ffffff; color: #111111; border-radius: .5em; padding: .3em; }
    .liveview > svg { display: block; width: 100%; height: auto; }
    .liveview > svg .mark:not(.shown) text, .liveview > svg .mark:not(.shown) path { visibility: hidden; }
    .liveview > svg .mark:not(.shown) circle { opacity: .25; }
    .liveview > svg .mark.stale.shown circle { filter: drop-shadow(0 0 3px #d70015); }
    .stage { display: none; }
    .assessment .hints li, .assessment .solution { font-size: .9rem; }
    .ask { font-size: 1.3rem; margin: 1.2em 0 .3em; }
    .predict fieldset { border: 1px solid var(--line); border-radius: .4em; padding: .4em .9em .6em; margin: .5em 0; }
    .predict legend { font-weight: 700; padding: 0 .3em; }
    .predict label { display: block; padding: .3em 0; cursor: pointer; }
    .predict input { margin-right: .4em; }
    .predict button { font: inherit; color: var(--bg); background: var(--accent); border: 0; border-radius: .3em; padding: .25em 1.1em; cursor: pointer; }
    .predict button:focus-visible, .predict input:focus-visible { outline: 3px solid var(--editable-edge); outline-offset: 2px; }
    .predict .feedback.right strong { color: var(--fresh); }
    .predict .feedback.wrong strong { color: var(--stale); }
    .slide.answer.concealed, .slide.stage-only { display: none; }
    .page-notes { display: none; }
    html.with-notes .page-notes { display: block; border-top: 2px solid var(--line); }

    /* The speaker view (s opens it in a second window): this step and the next, small, the
       page's notes from the presenter's guide, the clock and the pacing against a plan. */
    html.speaking .deck, html.speaking .keys, html.speaking .bar .mode { display: none; }
    .speaker { display: none; }
    html.speaking .speaker { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1rem; padding: 1rem; }
    .speaker h2 { font-size: 1.1rem; margin: 0 0 .4rem; color: var(--muted); }
    .speaker .pane { border: 1px solid var(--line); border-radius: .4em; padding: .6rem .8rem; background: var(--card); overflow: hidden; }
    .speaker .thumb { zoom: .4; pointer-events: none; width: 80rem; height: 42.6rem; overflow: hidden; }
    .speaker .thumb .slide { display: block !important; height: 100%; }
    \(slideType.replacingOccurrences(of: "P ", with: ".speaker .thumb "))
    .speaker .notes-pane { grid-column: 1 / -1; font-size: 1.15rem; }
    .speaker .notes-pane li { margin-bottom: .3rem; }
    .speaker .clock { grid-column: 1 / -1; display: flex; gap: 1.5rem; align-items: baseline; font-size: 1.3rem; }
    .speaker .clock .elapsed { font-variant-numeric: tabular-nums; font-weight: 700; }
    .speaker .pace.behind { color: var(--stale); font-weight: 700; }
    .speaker .pace.ahead, .speaker .pace.on-time { color: var(--fresh); }
    .speaker select, .speaker .restart { font: inherit; }
    .overlay { position: fixed; inset: 3vh 6vw; z-index: 10; overflow: auto; background: var(--bg); color: var(--fg);
      border: 1px solid var(--line); border-radius: .6em; padding: 1rem 1.6rem; box-shadow: 0 .5rem 2rem rgba(0,0,0,.35); font-size: 1.1rem; }
    .overlay[hidden], .blank[hidden] { display: none; }
    .overview ol { columns: 2; column-gap: 2rem; padding-left: 1.4rem; margin: 0; }
    .overview li { break-inside: avoid; padding: .12rem 0; }
    .overview a[aria-current] { font-weight: 700; }
    .help th { text-align: left; padding: .2rem 1.2rem .2rem 0; white-space: nowrap; }
    .blank { position: fixed; inset: 0; z-index: 20; background: #000; }
    html.presenting .slide.answer.concealed.current { display: block; }
    .keys { text-align: center; color: var(--muted); font-size: .7rem; padding: .2em; }
    kbd { border: 1px solid var(--line); border-radius: .25em; padding: 0 .25em; font-size: .9em; }
    body.index .contents { max-width: 60rem; margin: 0 auto; padding: 1rem; }
    ol.questions li { margin-bottom: 1rem; }
    ol.questions p { margin: 0.2rem 0; }
    ol.questions .question { font-weight: bold; }
    ol.questions .links { font-size: 0.9em; }
    body.index .cover { float: right; width: 12rem; height: auto; margin: 0 0 1rem 1rem; border-radius: .5em; }
    body.index .timeline { width: 100%; height: auto; background: #fff; border-radius: .4em; }
    body.index dt { font-weight: 700; margin-top: .8em; }
    table.plan { border-collapse: collapse; margin: .6em 0 1.2em; }
    table.plan th, table.plan td { text-align: left; padding: .2em .7em .2em 0; border-bottom: 1px solid var(--line); }
    .plan-choice select { font: inherit; }
    .plan-choice .start-plan { margin-left: .6em; font-weight: 700; }
    body.handout .slide { border-bottom: 1px dashed var(--line); padding: .4rem 0 .8rem; }
    body.handout .liveview > svg .mark text, body.handout .liveview > svg .mark path { visibility: visible; }
    body.handout .liveview > svg .mark circle { opacity: 1; }

    /* Presenting: one slide at a time on an 80 × 45 rem stage that fills the screen (16 px
       type at 1280×720 is 1 rem; nothing on a slide is smaller, nothing scrolls). */
    html.presenting { font-size: min(calc(100vh / 45), calc(100vw / 80)); }
    html.presenting, html.presenting body { height: 100%; overflow: hidden; }
    html.presenting body { display: flex; flex-direction: column; align-items: center; justify-content: center; }
    html.presenting .bar { flex: none; width: 80rem; height: 2.4rem; font-size: 1rem; padding: 0 2rem; align-items: center; }
    html.presenting .deck { flex: none; width: 80rem; height: 42.6rem; max-width: none; margin: 0; padding: 0; }
    html.presenting .slide { display: none; height: 100%; }
    html.presenting .slide.current { display: block; }
    html.presenting .keys { display: none; }
    html.presenting pre.code.continues, html.presenting pre.code.continued { border: 1px dashed var(--line); border-radius: .4em; margin: 0 0 .7rem; }
    \(slideType.replacingOccurrences(of: "P ", with: "html.presenting "))
    html.presenting .liveview, .speaker .thumb .liveview { background: var(--card); color: var(--fg); padding: .8rem 1.2rem; border: 1px solid var(--line); }
    html.presenting .liveview > svg, .speaker .thumb .liveview > svg { display: none; }
    html.presenting .stage, .speaker .thumb .stage { display: block; font-size: var(--stage, 1rem); }
    .stage-title { font-size: 1.5em; line-height: 1.25; font-weight: 700; margin: 0 0 .3em; }
    .stage-lines { font-size: 1.2em; line-height: 1.35; list-style: none; padding: 0; margin: 0 0 .5em; }
    .stage-table { border-collapse: collapse; font-size: 1.1em; line-height: 1.3; margin: 0 0 .8em; }
    .stage-table caption { text-align: left; font-weight: 700; padding: 0 0 .2em; }
    .stage-table th, .stage-table td { text-align: left; vertical-align: top; padding: .1em .55em; }
    .stage-table thead th { border-bottom: 1px solid var(--line); }
    .stage-table tbody th { font-weight: 400; color: var(--muted); white-space: nowrap; padding-left: 0; }
    .stage-table td.stale { color: var(--stale); background: var(--stale-bg); font-weight: 700; }
    .stage .glyph { width: 1.05em; height: 1.05em; flex: none; margin-top: .1em; }
    .stage .glyph.warning { width: 1em; height: 1em; margin: 0 .3em 0 0; vertical-align: -.12em; fill: var(--stale); }
    .stage .glyph.warning .bang { stroke: var(--card); stroke-width: 2.2; fill: none; }
    .stage-timeline { display: grid; grid-template-columns: max-content repeat(var(--actions), max-content); font-size: 1.1em; line-height: 1.3; }
    .stage-timeline .action { padding: .12em .45em; border-left: 1px solid var(--line); color: var(--muted); white-space: nowrap; }
    .stage-timeline .action .name { display: none; }
    .stage-timeline .action.current { color: var(--fg); font-weight: 700; }
    .stage-timeline .action.current .name { display: inline; }
    .stage-timeline .lane { font-weight: 700; padding: .25em .7em .25em 0; border-top: 1px solid var(--line); }
    .stage-timeline .cell { display: flex; flex-direction: column; gap: .25em; padding: .25em .45em; min-height: 2em; min-width: 2.3em;
      border-left: 1px solid var(--line); border-top: 1px solid var(--line); }
    .stage .mark { display: none; gap: .45em; align-items: flex-start; }
    .stage .mark.shown { display: flex; }
    .stage .mark circle { fill: var(--fresh); }
    .stage .mark.stale circle { fill: var(--stale); }
    .stage .mark path { stroke: var(--card); stroke-width: 2.6; fill: none; stroke-linecap: round; stroke-linejoin: round; }
    .stage .mark.latest .glyph { outline: .14em solid var(--accent); outline-offset: .08em; border-radius: 50%; }
    .stage .mark .words { display: none; }
    .stage .cell.current .mark .words { display: flex; flex-direction: column; }
    .stage .mark .via { color: var(--muted); }
    .stage .mark .sent, .stage .mark .read { color: var(--fresh); }
    .stage .mark.stale .sent, .stage .mark.stale .read { color: var(--stale); font-weight: 700; }

    /* Print (and Save as PDF): one slide per 16:9 sheet, live views in their final state,
       every hint shown; a page prints its slides, all.html every page (#chapter=N one chapter). */
    @media print {
      @page { size: 1280px 720px; margin: 0; }
      :root { --bg: #ffffff; --fg: #1d1d1f; --muted: #5c5c61; --card: #ffffff; --line: #d9d6cc; --accent: #0a5cc2;
              --stale: #c4001a; --stale-bg: #fde2e4; --fresh: #1b7431; --kw: #9b2393; --str: #b8150f; --num: #1c00cf; --com: #52606d; --type: #3900a0;
              --editable: #fff4c2; --editable-edge: #a27a00; }
      :root, html.presenting { font-size: 16px; }
      html, body, html.presenting, html.presenting body { height: auto; overflow: visible; display: block; background: #ffffff; }
      .bar, .keys, .hint-key { display: none; }
      .deck, html.presenting .deck { width: 80rem; height: auto; max-width: none; margin: 0; padding: 0; }
      .slide, html.presenting .slide, body.handout .slide { display: block; width: 80rem; height: 44.9rem; padding: 1.2rem 2rem; border: 0;
        break-after: page; break-inside: avoid; }
      \(slideType.replacingOccurrences(of: "P ", with: "html "))
      .liveview, html.presenting .liveview { background: #ffffff; color: #111111; border: 0; padding: 0; }
      .liveview > svg, html.presenting .liveview > svg { display: block; width: auto; max-width: 100%; height: auto; max-height: 34rem; }
      .liveview > svg .mark text, .liveview > svg .mark path { visibility: visible; }
      .liveview > svg .mark circle { opacity: 1; }
      .stage, html.presenting .stage, .slide.stage-only, html.presenting .slide.stage-only, body.handout .slide.stage-only { display: none; }
      /* The attendees' handout keeps the answers back; the presenter's copy (#notes) has them. */
      html.with-notes .assessment .hints li[hidden] { display: list-item; }
      html.with-notes .assessment .solution[hidden] { display: block; }
      html.with-notes .slide.answer.concealed { display: block; }
      body.handout .slide.page-notes { display: none; }
      html.with-notes body.handout .slide.page-notes { display: block; }
      .page-notes p, .page-notes li { font-size: 1.35rem; line-height: 1.4; }
      .predict button, .predict .feedback { display: none; }
    }
    """

    static let javascript = """
    // Reading mode: → / Space / PageDown reveal the next notification of the page's timeline,
    // then go to the next page; ← / PageUp go back. Presenter mode (p, or the Present button):
    // the same keys step through the page's slides, and on the live view's slide through its
    // notifications. h reveals the next hint, then the solution; f toggles full screen. The URL
    // fragment keeps mode and step across reloads: #step=N, #present&step=N.
    (function () {
      var root = document.documentElement;
      var body = document.body;
      function byOrder(selector) {
        var list = Array.prototype.slice.call(document.querySelectorAll(selector));
        return list.sort(function (a, b) { return Number(a.dataset.order) - Number(b.dataset.order); });
      }
      var pictureMarks = byOrder('.liveview > svg .mark');
      var stageMarks = byOrder('.stage .mark');
      var count = pictureMarks.length;
      var slides = Array.prototype.slice.call(document.querySelectorAll('.deck > .slide'));
      // The live view's steps go with the slide that holds its timeline (or its only slide).
      var live = slides.findIndex(function (slide) { return slide.querySelector('.stage-timeline'); });
      if (live < 0) live = slides.findIndex(function (slide) { return slide.querySelector('.liveview'); });
      var timeline = document.querySelector('.stage-timeline');
      var hints = Array.prototype.slice.call(document.querySelectorAll('.assessment .hints li, .assessment .solution'));
      var assessment = slides.findIndex(function (slide) { return slide.querySelector('.assessment'); });
      var label = document.querySelector('.bar .step');
      var button = document.querySelector('.bar .mode');
      // Presenter steps: [slide, marks shown]; the live view's slide has one per notification.
      var steps = [];
      slides.forEach(function (slide, index) {
        if (index === live) { for (var k = 0; k <= count; k++) steps.push([index, k]); }
        else steps.push([index, live >= 0 && index > live ? count : 0]);
      });
      if (!steps.length) steps.push([0, 0]);
      var presenting = false;
      var step = 0;
      function last() { return presenting ? steps.length - 1 : count; }
      function fromFragment() {
        presenting = /(^#|&)(present|speaker)(&|$)/.test(location.hash);
        var match = /step=(last|\\d+)/.exec(location.hash);
        step = !match ? 0 : match[1] === 'last' ? last() : Math.max(0, Math.min(last(), parseInt(match[1], 10)));
      }
      function shown() { return presenting ? steps[step][1] : step; }
      function render() {
        root.classList.toggle('presenting', presenting && !speaking);
        var k = shown();
        pictureMarks.forEach(function (mark, index) { mark.classList.toggle('shown', index < k); });
        stageMarks.forEach(function (mark, index) {
          mark.classList.toggle('shown', index < k);
          mark.classList.toggle('latest', index === k - 1);
        });
        if (timeline && stageMarks.length) {
          // The action of the latest notification is the wide column; before the first, the first's.
          var latest = stageMarks[Math.max(0, k - 1)];
          var current = latest.parentNode.dataset.action;
          var columns = ['max-content'];
          Array.prototype.forEach.call(timeline.querySelectorAll('.action'), function (action) {
            var isCurrent = action.dataset.action === current;
            action.classList.toggle('current', isCurrent);
            columns.push(isCurrent ? 'minmax(0, 1fr)' : 'max-content');
          });
          timeline.style.gridTemplateColumns = columns.join(' ');
          Array.prototype.forEach.call(timeline.querySelectorAll('.cell'), function (cell) {
            cell.classList.toggle('current', cell.dataset.action === current);
          });
        }
        slides.forEach(function (slide, index) { slide.classList.toggle('current', presenting && index === steps[step][0]); });
        body.dataset.step = String(step);
        body.dataset.mode = presenting ? 'present' : 'read';
        if (label) label.textContent = presenting ? (step + 1) + ' / ' + steps.length : (count ? step + ' / ' + count : '');
        if (button) button.textContent = presenting ? button.dataset.read : button.dataset.present;
        var fragment = speaking ? '#speaker&step=' + step + '&start=' + hashValue('start') + (hashValue('plan') ? '&plan=' + hashValue('plan') : '')
          : (presenting ? '#present&step=' : '#step=') + step;
        if (location.hash !== fragment) history.replaceState(null, '', fragment);
        if (speaking) renderSpeaker(); else sendState();
      }
      function go(page, fragment) { if (page) location.href = page + fragment; }
      // A plan chosen in the speaker view (kept in localStorage) decides the page after this
      // one, and before it, while presenting: the plan's order, not the book's.
      function chosenPlan() {
        var id = null;
        try { id = localStorage.getItem('dvp-plan'); } catch (e) {}
        return ((notesData && notesData.plans) || []).filter(function (p) { return p.id === id && p.start !== undefined; })[0];
      }
      function next() {
        if (step < last()) { step += 1; render(); return; }
        var plan = presenting ? chosenPlan() : null;
        go(plan ? plan.nextPage : body.dataset.next, presenting ? '#present&step=0' : '#step=0');
      }
      function back() {
        if (step > 0) { step -= 1; render(); return; }
        var plan = presenting ? chosenPlan() : null;
        go(plan ? plan.previousPage : body.dataset.previous, presenting ? '#present&step=last' : '#step=last');
      }
      function toggle() {
        var k = shown();
        presenting = !presenting;
        if (presenting) {
          step = 0;
          if (k > 0) steps.forEach(function (s, index) { if (s[0] === live && s[1] === k) step = index; });
        } else {
          step = k;
        }
        render();
      }
      function hint() {
        if (presenting && assessment >= 0 && steps[step][0] !== assessment) {
          steps.forEach(function (s, index) { if (s[0] === assessment) step = index; });
          render();
        }
        for (var i = 0; i < hints.length; i++) { if (hints[i].hidden) { hints[i].hidden = false; return; } }
      }
      function fullScreen() {
        if (document.fullscreenElement) { document.exitFullscreen(); }
        else if (document.documentElement.requestFullscreen) { document.documentElement.requestFullscreen().catch(function () {}); }
      }
      document.addEventListener('keydown', function (event) {
        if (event.metaKey || event.ctrlKey || event.altKey) return;
        if (event.target && event.target.closest && event.target.closest('button, a') && (event.key === ' ' || event.key === 'Enter')) return;
        // In a checkpoint's choices, arrows and Space choose while reading; PageDown / PageUp
        // still step. Presenting, the keys step, even after a click on a choice.
        if (!presenting && event.target && event.target.closest && event.target.closest('form.predict') && event.key !== 'PageDown' && event.key !== 'PageUp') return;
        if (speaking) {
          if (['ArrowRight', 'PageDown', ' ', 'Spacebar'].indexOf(event.key) >= 0) { event.preventDefault(); if (window.opener) deckPost(window.opener, {type: 'speaker-key', key: 'next'}); }
          if (['ArrowLeft', 'PageUp'].indexOf(event.key) >= 0) { event.preventDefault(); if (window.opener) deckPost(window.opener, {type: 'speaker-key', key: 'back'}); }
          return;
        }
        var overview = document.querySelector('.overview'), help = document.querySelector('.help'), blank = document.querySelector('.blank');
        if (blank && !blank.hidden) { blank.hidden = true; event.preventDefault(); return; }
        if (overview && !overview.hidden) {
          var links = Array.prototype.slice.call(overview.querySelectorAll('a'));
          var at = links.indexOf(document.activeElement);
          if (event.key === 'Escape' || event.key === 'o' || event.key === 'O') { overview.hidden = true; event.preventDefault(); return; }
          if (event.key === 'ArrowDown' || event.key === 'ArrowRight') { event.preventDefault(); links[Math.min(links.length - 1, at + 1)].focus(); return; }
          if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') { event.preventDefault(); links[Math.max(0, at - 1)].focus(); return; }
          return;
        }
        if (help && !help.hidden) { if (event.key === 'Escape' || event.key === '?') { help.hidden = true; event.preventDefault(); } return; }
        switch (event.key) {
          case 'o': case 'O': case 'Escape':
            if (overview) {
              var list = overview.querySelector('ol');
              if (!list.children.length) {
                (window.bookPages || []).forEach(function (page) {
                  var item = document.createElement('li'), link = document.createElement('a');
                  link.href = page.file + '#present&step=0';
                  link.textContent = page.name;
                  if (page.file === body.dataset.page) link.setAttribute('aria-current', 'page');
                  item.appendChild(link);
                  list.appendChild(item);
                });
              }
              overview.hidden = false;
              var here = overview.querySelector('a[aria-current]') || overview.querySelector('a');
              if (here) here.focus();
            }
            break;
          case '?': if (help) help.hidden = false; break;
          case 'b': case 'B': if (blank) blank.hidden = false; break;
          case 's': case 'S': openSpeaker(); break;
          case 'ArrowRight': case 'PageDown': case ' ': case 'Spacebar': event.preventDefault(); next(); break;
          case 'ArrowLeft': case 'PageUp': event.preventDefault(); back(); break;
          case 'h': case 'H': hint(); break;
          case 'p': case 'P': toggle(); break;
          case 'f': case 'F': fullScreen(); break;
        }
      });
      if (button) button.addEventListener('click', function () { toggle(); button.blur(); });

      // The speaker view: s opens this page again in a second window, #speaker. The two follow
      // each other by postMessage (it works from file://): the speaker window greets its opener
      // every half second, so the main window always knows where to send its step, even after
      // it moved to the next page; keys pressed in the speaker window step the main one.
      var notesData = {};
      try { notesData = JSON.parse((document.getElementById('speaker-notes') || {}).textContent || '{}'); } catch (e) {}
      var speaking = /(^#|&)speaker(&|$)/.test(location.hash);
      var speaker = null;
      function hashValue(name) { var m = new RegExp('(^#|&)' + name + '=([^&]*)').exec(location.hash); return m ? decodeURIComponent(m[2]) : null; }
      function fill(text, values) { values.forEach(function (v) { text = text.replace('%@', v); }); return text; }
      function escapeHTML(text) { return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'); }
      function inlineCode(text) { return escapeHTML(text).replace(/`([^`]+)`/g, '<code>$1</code>'); }
      function openSpeaker() {
        if (speaking) return;
        // The clock keeps running when the speaker view is closed and opened again (within six
        // hours); its Restart button sets it to zero.
        var start = Date.now();
        try {
          var kept = Number(localStorage.getItem('dvp-start'));
          if (kept && start - kept < 6 * 3600 * 1000) start = kept; else localStorage.setItem('dvp-start', String(start));
        } catch (e) {}
        window.open(body.dataset.page + '#speaker&step=' + step + '&start=' + start, 'dvp-speaker', 'width=1100,height=760');
      }
      // Messages between the two windows carry the deck's namespace, and each window takes
      // them only from its partner: the speaker view from the window that opened it, the deck
      // from a window it opened. Anything else (another page, a frame, an extension) is ignored.
      var deckNamespace = 'dvp-deck';
      function deckPost(target, message) { message.ns = deckNamespace; target.postMessage(message, '*'); }
      function fromPartner(event) {
        var data = event.data;
        if (!data || typeof data !== 'object' || data.ns !== deckNamespace || !event.source) return false;
        if (speaking) return event.source === window.opener;
        try { return event.source.opener === window; } catch (e) { return false; }
      }
      function sendState() {
        if (speaker) { try { deckPost(speaker, {type: 'state', page: body.dataset.page, step: step}); } catch (e) { speaker = null; } }
      }
      window.addEventListener('message', function (event) {
        if (!fromPartner(event)) return;
        var data = event.data;
        if (!speaking && data.type === 'speaker-hello') { speaker = event.source; sendState(); }
        if (!speaking && data.type === 'speaker-key') {
          if (!presenting) { toggle(); }
          if (data.key === 'next') next(); else if (data.key === 'back') back();
        }
        if (speaking && data.type === 'state') {
          // Only another page of this deck: the speaker view never goes anywhere else.
          if (typeof data.page !== 'string' || !/^\\d\\d-\\d\\d\\.html$/.test(data.page) || typeof data.step !== 'number') return;
          if (data.page !== body.dataset.page) {
            location.replace(data.page + '#speaker&step=' + data.step + '&start=' + (hashValue('start') || Date.now()) + '&plan=' + (hashValue('plan') || ''));
            return;
          }
          if (data.step !== step) { step = data.step; render(); renderSpeaker(); }
        }
      });
      function renderSpeaker() {
        var view = document.querySelector('.speaker');
        if (!view) return;
        var labels = notesData.labels || {};
        var nowSlide = slides[steps[step] ? steps[step][0] : 0];
        var nextIndex = step + 1 < steps.length ? steps[step + 1][0] : -1;
        view.querySelector('.now .thumb').innerHTML = nowSlide ? nowSlide.outerHTML : '';
        view.querySelector('.next .thumb').innerHTML = nextIndex >= 0 ? slides[nextIndex].outerHTML : '<p>' + escapeHTML(labels.endOfPage || 'Next page') + '</p>';
        // The step's notes: the guide's point and talking points on the title, the page's own
        // prose that leads to what the slide shows, what to listen for when the room is asked
        // (or at the page's end), and the way on at the end.
        var notes = view.querySelector('.notes-body');
        var out = [];
        var asks = !!document.querySelector('.deck form.predict');
        if (step === 0 && notesData.point) {
          out.push('<p><strong>' + inlineCode(notesData.point) + '</strong></p><ul>' + (notesData.talk || []).map(function (t) { return '<li>' + inlineCode(t) + '</li>'; }).join('') + '</ul>');
        }
        // A step's own notes are the prose that leads to it; a step with none (results, the
        // live view) gets the prose that comes next on the page, which says what the run showed.
        function proseOf(slide) {
          return Array.prototype.filter.call(slide.querySelectorAll(':scope > .prose > *'), function (block) {
            // Not the title, a picture or a list the slide shows; not a line of links to the
            // previous and next pages.
            var links = Array.prototype.map.call(block.querySelectorAll('a'), function (a) { return a.textContent; }).join('');
            var onlyLinks = links && block.textContent.replace(/[\\s|·]/g, '') === links.replace(/\\s/g, '');
            return block.tagName !== 'H1' && !block.querySelector('img') && !block.classList.contains('on-slide') && !onlyLinks;
          }).map(function (block) { return '<div class="prose">' + block.outerHTML + '</div>'; });
        }
        if (nowSlide) {
          var own = proseOf(nowSlide);
          var at = slides.indexOf(nowSlide);
          var kind = nowSlide.dataset.kind || '';
          if (!own.length && /results|liveview|timeline|assessment/.test(kind)) {
            for (var later = at + 1; later < slides.length && !own.length; later++) {
              own = proseOf(slides[later]);
              if (own.length) own.unshift('<p class="ahead"><strong>' + escapeHTML(labels.comingUp || '') + '</strong></p>');
            }
          }
          out = out.concat(own);
        }
        function labelled(label, html) { return '<p><strong>' + escapeHTML(label || '') + (labels.colon || ':') + '</strong> ' + html + '</p>'; }
        var isLast = step === steps.length - 1;
        if (notesData.listenFor && ((asks && nowSlide && nowSlide.querySelector('form.predict')) || (!asks && isLast))) {
          out.push(labelled(labels.listen, inlineCode(notesData.listenFor)));
        }
        if (isLast && notesData.next) out.push(labelled(labels.then, inlineCode(notesData.next)));
        // The guide's way on names the book's next page; a plan may go elsewhere.
        var plan = chosenPlan();
        if (isLast && plan && plan.nextPage && plan.nextPage !== body.dataset.next) {
          var named = (window.bookPages || []).filter(function (p) { return p.file === plan.nextPage; })[0];
          out.push(labelled(labels.planNext, escapeHTML(named ? named.name : plan.nextPage)));
        }
        if (!out.length) out.push('<p>' + escapeHTML(notesData.point ? (labels.noStepNotes || '') : (labels.noNotes || '')) + '</p>');
        notes.innerHTML = out.join('');
        tick();
      }
      function tick() {
        var view = document.querySelector('.speaker');
        if (!view) return;
        var labels = notesData.labels || {};
        var minutes = (Date.now() - Number(hashValue('start') || Date.now())) / 60000;
        var whole = Math.floor(minutes), seconds = Math.floor((minutes - whole) * 60);
        view.querySelector('.elapsed').textContent = whole + ':' + (seconds < 10 ? '0' : '') + seconds;
        var plans = notesData.plans || [];
        var select = view.querySelector('select');
        var chosen = plans.filter(function (p) { return p.id === select.value; })[0];
        var pace = view.querySelector('.pace');
        if (!select.value) { pace.textContent = ''; pace.className = 'pace'; return; }
        if (!chosen || chosen.start === undefined) { pace.textContent = labels.notInPlan || ''; pace.className = 'pace'; return; }
        var planned = fill(labels.planned || '', [String(chosen.start), String(chosen.end)]);
        var behind = Math.round(minutes - chosen.end), ahead = Math.round(chosen.start - minutes);
        var state = behind > 0 ? ['behind', fill(labels.behind || '', [String(behind)])] : ahead > 0 ? ['ahead', fill(labels.ahead || '', [String(ahead)])] : ['on-time', labels.onTime || ''];
        pace.textContent = (notesData.page || '') + ': ' + planned + ', ' + state[1];
        pace.className = 'pace ' + state[0];
      }
      if (speaking) {
        root.classList.add('speaking');
        presenting = true;
        var labels = notesData.labels || {};
        var view = document.createElement('section');
        view.className = 'speaker';
        view.setAttribute('aria-label', 'Speaker view');
        var options = '<option value="">' + escapeHTML(labels.bookOrder || 'Book order') + '</option>' +
          (notesData.plans || []).map(function (p) { return '<option value="' + escapeHTML(p.id) + '">' + escapeHTML(p.title) + '</option>'; }).join('');
        view.innerHTML = '<div class="clock"><span>' + escapeHTML(labels.elapsed || '') + ' <span class="elapsed">0:00</span></span><span class="pace"></span>' +
          '<button type="button" class="restart">' + escapeHTML(labels.restart || 'Restart') + '</button>' +
          '<label>' + escapeHTML(labels.plan || 'Plan') + ' <select>' + options + '</select></label></div>' +
          '<div class="pane now"><h2>' + escapeHTML(labels.now || '') + '</h2><div class="thumb"></div></div>' +
          '<div class="pane next"><h2>' + escapeHTML(labels.next || '') + '</h2><div class="thumb"></div></div>' +
          '<div class="pane notes-pane"><h2>' + escapeHTML(labels.notes || '') + '</h2><div class="notes-body"></div></div>';
        document.querySelector('main').after(view);
        var select = view.querySelector('select');
        var stored = null;
        try { stored = localStorage.getItem('dvp-plan'); } catch (e) {}
        if (hashValue('plan') || stored) select.value = hashValue('plan') || stored;
        function choose() {
          try { localStorage.setItem('dvp-plan', select.value); } catch (e) {}
          history.replaceState(null, '', location.hash.replace(/&plan=[^&]*/, '') + '&plan=' + select.value);
          tick();
        }
        select.addEventListener('change', choose);
        view.querySelector('.restart').addEventListener('click', function () {
          var now = Date.now();
          try { localStorage.setItem('dvp-start', String(now)); } catch (e) {}
          history.replaceState(null, '', location.hash.replace(/start=\\d+/, 'start=' + now));
          tick();
          this.blur();  // Space and Enter step the deck, not the clock again
        });
        choose();
        setInterval(function () { if (window.opener) deckPost(window.opener, {type: 'speaker-hello'}); tick(); }, 500);
        if (window.opener) deckPost(window.opener, {type: 'speaker-hello'});
      }
      // A checkpoint: Check says right, or what the chosen answer believed, and uncovers the answer.
      Array.prototype.forEach.call(document.querySelectorAll('form.predict'), function (form) {
        form.addEventListener('submit', function (event) {
          event.preventDefault();
          var chosen = form.querySelector('input[name=prediction]:checked');
          var out = form.querySelector('.feedback');
          if (!chosen) { out.className = 'feedback'; out.textContent = form.dataset.none; return; }
          var right = chosen.dataset.right === 'true';
          out.className = 'feedback ' + (right ? 'right' : 'wrong');
          out.innerHTML = '<strong>' + (right ? form.dataset.right : form.dataset.wrong) + '</strong> ' + chosen.dataset.feedback;
          Array.prototype.forEach.call(document.querySelectorAll('.slide.answer'), function (slide) { slide.classList.remove('concealed'); });
        });
      });
      // A swipe on a touch screen steps as → and ← do (a horizontal move of 50 px or more).
      var touchX = null;
      document.addEventListener('touchstart', function (event) { touchX = event.changedTouches[0].clientX; }, {passive: true});
      document.addEventListener('touchend', function (event) {
        if (touchX === null || speaking) return;
        var dx = event.changedTouches[0].clientX - touchX;
        touchX = null;
        if (Math.abs(dx) < 50 || (event.target.closest && event.target.closest('form.predict, .overlay'))) return;
        if (dx < 0) next(); else back();
      }, {passive: true});
      window.addEventListener('hashchange', function () { fromFragment(); render(); });
      fromFragment();
      render();
    })();
    """
}
