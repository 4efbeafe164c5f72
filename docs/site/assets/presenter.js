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
  var live = slides.findIndex(function (slide) { return slide.querySelector('.liveview'); });
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
    presenting = /(^#|&)present(&|$)/.test(location.hash);
    var match = /step=(last|\d+)/.exec(location.hash);
    step = !match ? 0 : match[1] === 'last' ? last() : Math.max(0, Math.min(last(), parseInt(match[1], 10)));
  }
  function shown() { return presenting ? steps[step][1] : step; }
  function render() {
    root.classList.toggle('presenting', presenting);
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
    var fragment = (presenting ? '#present&step=' : '#step=') + step;
    if (location.hash !== fragment) history.replaceState(null, '', fragment);
  }
  function go(page, fragment) { if (page) location.href = page + fragment; }
  function next() {
    if (step < last()) { step += 1; render(); }
    else go(body.dataset.next, presenting ? '#present&step=0' : '#step=0');
  }
  function back() {
    if (step > 0) { step -= 1; render(); }
    else go(body.dataset.previous, presenting ? '#present&step=last' : '#step=last');
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
    // In a checkpoint's choices, arrows and Space choose; PageDown / PageUp still step.
    if (event.target && event.target.closest && event.target.closest('form.predict') && event.key !== 'PageDown' && event.key !== 'PageUp') return;
    switch (event.key) {
      case 'ArrowRight': case 'PageDown': case ' ': case 'Spacebar': event.preventDefault(); next(); break;
      case 'ArrowLeft': case 'PageUp': event.preventDefault(); back(); break;
      case 'h': case 'H': hint(); break;
      case 'p': case 'P': toggle(); break;
      case 'f': case 'F': fullScreen(); break;
    }
  });
  if (button) button.addEventListener('click', function () { toggle(); button.blur(); });
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
  window.addEventListener('hashchange', function () { fromFragment(); render(); });
  fromFragment();
  render();
})();