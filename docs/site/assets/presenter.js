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
    var match = /step=(last|\d+)/.exec(location.hash);
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