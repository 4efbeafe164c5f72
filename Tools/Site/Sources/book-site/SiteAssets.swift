/// The site's stylesheet and its one script: large type for the back of a room, a 16:9
/// slide, light and dark, and the keys a presenter (or a clicker) uses.
enum SiteAssets {
    static let css = """
    :root { --bg: #fbfaf7; --fg: #1d1d1f; --muted: #6e6e73; --card: #ffffff; --line: #e3e1da; --accent: #0a66d8;
            --stale: #d70015; --fresh: #248a3d; --kw: #ad3da4; --str: #c41a16; --num: #1c00cf; --com: #5d6c79; --type: #3900a0;
            --editable: #fff4c2; font-size: clamp(15px, 1.35vw, 30px); }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #161618; --fg: #f2f2f7; --muted: #a1a1a6; --card: #232326; --line: #3a3a3c; --accent: #4aa3ff;
              --kw: #ff7ab2; --str: #ff8170; --num: #d9c97c; --com: #7f8c98; --type: #dabaff; --editable: #4a3f12; }
    }
    * { box-sizing: border-box; }
    html, body { margin: 0; background: var(--bg); color: var(--fg);
      font-family: -apple-system, "Helvetica Neue", Helvetica, Arial, "Hiragino Sans", "Noto Sans CJK JP", sans-serif; line-height: 1.45; }
    a { color: var(--accent); }
    code, pre { font-family: "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; }
    .bar { display: flex; gap: 1em; align-items: baseline; padding: .4em 1em; border-bottom: 1px solid var(--line); font-size: .8rem; }
    .bar .where { color: var(--muted); flex: 1; }
    .bar .step { color: var(--muted); font-variant-numeric: tabular-nums; }
    .slide { aspect-ratio: 16 / 9; width: min(100vw, calc((100vh - 4.5rem) * 16 / 9)); margin: 0 auto;
      display: grid; grid-template-columns: 1fr 1fr; gap: 1.2rem; padding: 1rem 1.2rem; overflow: hidden; }
    .slide > section { overflow: auto; min-height: 0; }
    .page h1 { font-size: 1.7rem; margin: .2em 0 .4em; }
    .page p, .page li { font-size: 1rem; }
    .page blockquote { margin: .6em 0; padding: .5em .9em; border-left: .3em solid var(--accent); background: var(--card); }
    .page img { max-width: 100%; height: auto; }
    pre { background: var(--card); border: 1px solid var(--line); border-radius: .4em; padding: .6em .8em; overflow: auto; font-size: .78rem;
      white-space: pre-wrap; overflow-wrap: anywhere; }
    pre.code .line.editable { background: var(--editable); display: inline-block; width: 100%; }
    pre.code mark.editable { background: var(--editable); color: inherit; border-bottom: 2px solid #e0b400; }
    .kw { color: var(--kw); font-weight: 600; } .str { color: var(--str); } .num { color: var(--num); }
    .com { color: var(--com); font-style: italic; } .type { color: var(--type); } .attr { color: var(--kw); }
    .shows h2 { font-size: 1.1rem; margin: .2em 0; color: var(--muted); }
    .shows h3 { font-size: .9rem; margin: .8em 0 .3em; }
    .liveview { background: #ffffff; border-radius: .5em; padding: .3em; overflow: auto; }
    .liveview svg { width: 100%; height: auto; }
    .liveview .mark { opacity: .12; transition: opacity .2s; }
    .liveview .mark.shown { opacity: 1; }
    .liveview .mark.stale.shown circle { filter: drop-shadow(0 0 3px #d70015); }
    .assessment .hints li, .assessment .solution { font-size: .9rem; }
    .keys { text-align: center; color: var(--muted); font-size: .7rem; padding: .2em; }
    body.index .contents { max-width: 60rem; margin: 0 auto; padding: 1rem; }
    body.index .cover { float: right; width: 12rem; height: auto; margin: 0 0 1rem 1rem; border-radius: .5em; }
    body.index .timeline { width: 100%; height: auto; background: #fff; border-radius: .4em; }
    body.index dt { font-weight: 700; margin-top: .8em; }
    @media (max-aspect-ratio: 1/1) { .slide { aspect-ratio: auto; grid-template-columns: 1fr; width: 100%; } }
    """

    static let javascript = """
    // Presenter mode: → / Space / PageDown reveal the next notification of the page's timeline,
    // then go to the next page; ← / PageUp go back; h reveals the next hint, then the solution;
    // f toggles full screen. The URL fragment (#step=N) keeps the step across reloads.
    (function () {
      var body = document.body;
      var marks = Array.prototype.slice.call(document.querySelectorAll('.liveview .mark'));
      marks.sort(function (a, b) { return Number(a.dataset.order) - Number(b.dataset.order); });
      var hints = Array.prototype.slice.call(document.querySelectorAll('.assessment .hints li, .assessment .solution'));
      var label = document.querySelector('.bar .step');
      var step = 0;
      function fromFragment() {
        var match = /step=(last|\\d+)/.exec(location.hash);
        if (!match) return 0;
        var value = match[1] === 'last' ? marks.length : parseInt(match[1], 10);
        return Math.max(0, Math.min(marks.length, value));
      }
      function render() {
        marks.forEach(function (mark, index) { mark.classList.toggle('shown', index < step); });
        body.dataset.step = String(step);
        if (label) label.textContent = marks.length ? step + ' / ' + marks.length : '';
        var fragment = '#step=' + step;
        if (location.hash !== fragment) history.replaceState(null, '', fragment);
      }
      function go(page, fragment) { if (page) location.href = page + fragment; }
      function next() { if (step < marks.length) { step += 1; render(); } else { go(body.dataset.next, '#step=0'); } }
      function back() { if (step > 0) { step -= 1; render(); } else { go(body.dataset.previous, '#step=last'); } }
      function hint() {
        for (var i = 0; i < hints.length; i++) { if (hints[i].hidden) { hints[i].hidden = false; return; } }
      }
      function fullScreen() {
        if (document.fullscreenElement) { document.exitFullscreen(); }
        else if (document.documentElement.requestFullscreen) { document.documentElement.requestFullscreen().catch(function () {}); }
      }
      document.addEventListener('keydown', function (event) {
        if (event.metaKey || event.ctrlKey || event.altKey) return;
        switch (event.key) {
          case 'ArrowRight': case 'PageDown': case ' ': case 'Spacebar': event.preventDefault(); next(); break;
          case 'ArrowLeft': case 'PageUp': event.preventDefault(); back(); break;
          case 'h': case 'H': hint(); break;
          case 'f': case 'F': fullScreen(); break;
        }
      });
      window.addEventListener('hashchange', function () { step = fromFragment(); render(); });
      step = fromFragment();
      render();
    })();
    """
}
