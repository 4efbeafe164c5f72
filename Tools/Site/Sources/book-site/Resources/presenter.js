// Reading mode: → / Space / PageDown reveal the next notification of the page's timeline,
// then go to the next page; ← / PageUp go back. Presenter mode (p, or the Present button):
// the same keys step through the page's slides, and on the live view's slide through its
// notifications. h reveals the next hint, then the solution; f toggles full screen. The URL
// fragment keeps mode and step across reloads: #step=N, #present&step=N.
(function () {
  var root = document.documentElement;
  var body = document.body;
  function byOrder(selector, scope) {
    var list = Array.prototype.slice.call((scope || document).querySelectorAll(selector));
    return list.sort(function (a, b) { return Number(a.dataset.order) - Number(b.dataset.order); });
  }
  // The stage's first `k` notifications shown, the k-th marked the latest.
  function showStageMarks(marks, k) {
    marks.forEach(function (mark, index) {
      mark.classList.toggle('shown', index < k);
      mark.classList.toggle('latest', index === k - 1);
    });
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
  var logic = window.deckLogic;
  // Presenter steps: [slide, marks shown]; the live view's slide has one per notification.
  var steps = logic.steps(slides.length, live, count);
  var presenting = false;
  var step = 0;
  function last() { return presenting ? steps.length - 1 : count; }
  function fromFragment() {
    presenting = /(^#|&)(present|speaker)(&|$)/.test(location.hash);
    var match = /step=(last|\d+)/.exec(location.hash);
    step = !match ? 0 : match[1] === 'last' ? last() : Math.max(0, Math.min(last(), parseInt(match[1], 10)));
  }
  function shown() { return presenting ? steps[step][1] : step; }
  function render() {
    root.classList.toggle('presenting', presenting && !speaking);
    var k = shown();
    pictureMarks.forEach(function (mark, index) { mark.classList.toggle('shown', index < k); });
    showStageMarks(stageMarks, k);
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
  // Full screen across pages: each page is a document of its own, and leaving one ends full
  // screen. So f, in a window that shows a page, opens the deck in a frame that fills the
  // window, and puts the window in full screen; pages then change inside the frame, and the
  // window stays full screen. In the frame, f asks the window around it (the key pressed in
  // the frame lets that window go full screen).
  var framed = window.parent !== window;
  var frame = null;
  function fullScreen() {
    if (framed) { deckPost(window.parent, {type: 'full-screen'}); return; }
    if (document.fullscreenElement) { document.exitFullscreen(); return; }
    if (!root.requestFullscreen) return;
    if (!frame) {
      frame = document.createElement('iframe');
      frame.className = 'deck-frame';
      frame.title = document.title;
      frame.setAttribute('allow', 'fullscreen');
      frame.src = location.href;
      frame.addEventListener('load', function () { frame.contentWindow.focus(); });
      body.appendChild(frame);
      root.classList.add('framing');
    }
    root.requestFullscreen().catch(function () {});
  }
  document.addEventListener('keydown', function (event) {
    if (event.metaKey || event.ctrlKey || event.altKey || frame) return;
    if (event.target && event.target.closest && event.target.closest('button, a') && (event.key === ' ' || event.key === 'Enter')) return;
    // In a checkpoint's choices, arrows and Space choose while reading; PageDown / PageUp
    // still step. Presenting, the keys step, even after a click on a choice.
    if (!presenting && event.target && event.target.closest && event.target.closest('form.predict') && event.key !== 'PageDown' && event.key !== 'PageUp') return;
    if (speaking) {
      // The speaker window drives the room's: every key the deck knows, except s and f
      // (full screen needs a key pressed in the window that goes full screen).
      if (speakerKeys.indexOf(event.key) >= 0) { event.preventDefault(); if (window.opener) deckPost(window.opener, {type: 'speaker-key', key: event.key}); }
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
      if (event.key === 'Enter' && links[at]) { event.preventDefault(); links[at].click(); return; }
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
  function fill(text, values) { return logic.fill(text, values); }
  function escapeHTML(text) { return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'); }
  function inlineCode(text) { return escapeHTML(text).replace(/`([^`]+)`/g, '<code>$1</code>'); }
  // A break's slide says when the room is back: the chosen plan's minutes for it, from now.
  (function () {
    var back = document.querySelector('.back-at');
    var plan = back ? chosenPlan() : null;
    if (!plan || !notesData.labels || !notesData.labels.backAt) return;
    var minutes = plan.end - plan.start;
    back.textContent = fill(notesData.labels.backAt, [logic.backAt(new Date(), minutes), String(minutes)]);
  })();
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
  var speakerKeys = ['ArrowRight', 'PageDown', ' ', 'Spacebar', 'ArrowLeft', 'PageUp', 'ArrowUp', 'ArrowDown', 'Enter',
                     'b', 'B', 'h', 'H', 'o', 'O', 'Escape', '?'];
  function deckPost(target, message) { message.ns = deckNamespace; target.postMessage(message, '*'); }
  function fromPartner(event) {
    var data = event.data;
    if (!logic.isDeckMessage(data, deckNamespace) || !event.source) return false;
    if (speaking) return event.source === window.opener;
    // A framed deck's partner may be the window around it, relaying a speaker view that
    // window opened before the frame existed.
    if (framed && event.source === window.parent) return true;
    if (frame && event.source === frame.contentWindow) return true;
    try { return event.source.opener === window; } catch (e) { return false; }
  }
  function sendState() {
    if (speaker) { try { deckPost(speaker, {type: 'state', page: body.dataset.page, step: step}); } catch (e) { speaker = null; } }
  }
  window.addEventListener('message', function (event) {
    if (!fromPartner(event)) return;
    var data = event.data;
    if (frame) {
      // The window around the frame: full screen when the frame asks, and the relay between
      // the frame and a speaker view opened from this window.
      if (event.source === frame.contentWindow) {
        if (data.type === 'full-screen') {
          if (document.fullscreenElement) document.exitFullscreen(); else root.requestFullscreen().catch(function () {});
        }
        if (data.type === 'state' && speaker) deckPost(speaker, data);
      } else {
        if (data.type === 'speaker-hello') speaker = event.source;
        deckPost(frame.contentWindow, data);
      }
      return;
    }
    if (!speaking && data.type === 'speaker-hello') { speaker = event.source; sendState(); }
    if (!speaking && data.type === 'speaker-key' && speakerKeys.indexOf(data.key) >= 0) {
      if (!presenting) { toggle(); }
      document.dispatchEvent(new KeyboardEvent('keydown', {key: data.key, bubbles: true, cancelable: true}));
    }
    if (speaking && data.type === 'state') {
      // Only another page of this deck: the speaker view never goes anywhere else.
      if (typeof data.page !== 'string' || !/^(\d\d-\d\d|workshop|break-\d+|wrap-up)\.html$/.test(data.page) || typeof data.step !== 'number') return;
      if (data.page !== body.dataset.page) {
        location.replace(data.page + '#speaker&step=' + data.step + '&start=' + (hashValue('start') || Date.now()) + '&plan=' + (hashValue('plan') || ''));
        return;
      }
      if (data.step !== step) { step = data.step; render(); renderSpeaker(); }
    }
  });
  // A step's own notes are the prose that leads to it: not the title, a picture or a list the
  // slides show (whole, or in parts), nor a checkpoint's choices (its ask slide shows them);
  // not a line of links to the previous and next pages.
  function proseOf(slide) {
    return Array.prototype.filter.call(slide.querySelectorAll(':scope > .prose > *'), function (block) {
      var links = Array.prototype.map.call(block.querySelectorAll('a'), function (a) { return a.textContent; }).join('');
      var onlyLinks = links && block.textContent.replace(/[\s|·]/g, '') === links.replace(/\s/g, '');
      return block.tagName !== 'H1' && !block.querySelector('img') && !block.classList.contains('on-slide') && !block.classList.contains('in-parts') && !block.classList.contains('choices') && !onlyLinks;
    }).map(function (block) { return '<div class="prose">' + block.outerHTML + '</div>'; });
  }
  // The prose of a step's notes: its own (without the recap of a page the plan skipped); a step
  // with none (results, the live view, an assessment without hints) gets the prose that comes
  // next on the page, which says what the run showed. (At an assessment with hints, what h will
  // show takes the place of what comes next.)
  function stepProse(nowSlide, skipsPrevious, labels) {
    if (!nowSlide) return [];
    var own = proseOf(nowSlide).filter(function (html) { return !(skipsPrevious && /^<div class="prose"><p class="recap">/.test(html)); });
    var kind = nowSlide.dataset.kind || '';
    if (!own.length && (/results|liveview|timeline/.test(kind) || (/assessment/.test(kind) && !hints.length))) {
      for (var later = slides.indexOf(nowSlide) + 1; later < slides.length && !own.length; later++) {
        own = proseOf(slides[later]);
        if (own.length) own.unshift('<p class="ahead"><strong>' + escapeHTML(labels.comingUp || '') + '</strong></p>');
      }
    }
    return own;
  }
  // One part of a step's notes (deck-logic's noteParts says which), as HTML. The solution stays
  // in the speaker window: the room's screen shows it only if h is pressed.
  function notePart(part, at) {
    var labels = at.labels;
    function labelled(label, html) { return '<p><strong>' + escapeHTML(label || '') + (labels.colon || '') + '</strong> ' + html + '</p>'; }
    switch (part) {
      case 'point': return '<p><strong>' + inlineCode(notesData.point) + '</strong></p><ul>' + (notesData.talk || []).map(function (t) { return '<li>' + inlineCode(t) + '</li>'; }).join('') + '</ul>';
      case 'task':
        // An exercise: what the room does, and for how long in the chosen plan.
        var give = at.plan && at.plan.start !== undefined ? ' ' + fill(labels.give || '', [String(at.plan.end - at.plan.start)]) : '';
        return labelled(labels.task, inlineCode(notesData.task) + escapeHTML(give));
      case 'prose': return at.prose.join('');
      case 'picture': return labelled(labels.picture, escapeHTML(at.picture.alt));
      case 'solution': return labelled(labels.solution, inlineCode(notesData.solution) + ' ' + inlineCode(notesData.reasoning || ''));
      case 'hints':
        return labelled(labels.hints, '<ol class="hints-ahead">' + hints.map(function (hint) { return '<li>' + escapeHTML(hint.textContent) + '</li>'; }).join('') + '</ol>');
      case 'listen': return labelled(labels.listen, inlineCode(notesData.listenFor));
      case 'answer': return labelled(labels.answerWith, inlineCode(notesData.fixedBy.point));
      case 'skipped': return labelled(labels.skipped, inlineCode(notesData.previousPoint));
      case 'then': return labelled(labels.then, inlineCode(notesData.next));
      case 'planNext':
        var named = (window.bookPages || []).filter(function (p) { return p.file === at.planNext; })[0];
        return labelled(labels.planNext, escapeHTML(named ? named.name : at.planNext));
      default: return '<p>' + escapeHTML(part === 'noStepNotes' ? (labels.noStepNotes || '') : (labels.noNotes || '')) + '</p>';
    }
  }
  function renderSpeaker() {
    var view = document.querySelector('.speaker');
    if (!view) return;
    var labels = notesData.labels || {};
    var nowSlide = slides[steps[step] ? steps[step][0] : 0];
    var nextIndex = logic.nextSlide(steps, step);
    view.querySelector('.now .thumb').innerHTML = nowSlide ? nowSlide.outerHTML : '';
    view.querySelector('.next .thumb').innerHTML = nextIndex >= 0 ? slides[nextIndex].outerHTML : '<p>' + escapeHTML(labels.endOfPage || '') + '</p>';
    // On a timeline the next step is the same slide with one more notification: show it.
    var following = steps[step + 1];
    if (following && following[0] === steps[step][0]) showStageMarks(byOrder('.stage .mark', view.querySelector('.next .thumb')), following[1]);
    // The step's notes: the guide's point and talking points on the title, the page's own
    // prose that leads to what the slide shows, what to listen for when the room is asked
    // (or at the page's end), and the way on at the end.
    var plan = chosenPlan();
    // A plan that leaves out the book's previous page: the page's recap of it ("Last page: …")
    // would recall a page the room never saw. Only a page that builds on its previous page
    // (it recaps it) needs that page's point.
    var skipsPrevious = !!(plan && plan.stops && body.dataset.previous && plan.stops.indexOf(body.dataset.previous) < 0);
    var recaps = !!document.querySelector('.deck .prose p.recap');
    var own = stepProse(nowSlide, skipsPrevious, labels);
    // A picture's notes: how to read it, from its description.
    var picture = nowSlide ? nowSlide.querySelector('img[alt]') : null;
    // The guide's way on names the book's next page; a plan may go elsewhere.
    var planNext = plan && plan.nextPage && plan.nextPage !== body.dataset.next ? plan.nextPage : null;
    var fix = notesData.fixedBy;
    var parts = logic.noteParts({
      skipped: !!(skipsPrevious && recaps && notesData.previousPoint),
      answer: !!(plan && fix && (fix.inPlans || []).indexOf(plan.id) < 0),
      first: step === 0, last: step === steps.length - 1, point: !!notesData.point, task: !!notesData.task, prose: own.length > 0,
      picture: !!(picture && picture.alt),
      assessment: !!(nowSlide && /assessment/.test(nowSlide.dataset.kind || '')), asks: !!document.querySelector('.deck form.predict'),
      question: !!(nowSlide && nowSlide.querySelector('form.predict')), solution: !!notesData.solution, hints: hints.length > 0,
      listen: !!notesData.listenFor, then: !!notesData.next, planNext: planNext});
    var at = { labels: labels, plan: plan, prose: own, picture: picture, planNext: planNext };
    view.querySelector('.notes-body').innerHTML = parts.map(function (part) { return notePart(part, at); }).join('');
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
    var at = logic.pace(minutes, chosen.start, chosen.end);
    var said = at.state === 'behind' ? fill(labels.behind || '', [String(at.minutes)]) : at.state === 'ahead' ? fill(labels.ahead || '', [String(at.minutes)]) : labels.onTime || '';
    // The stop by its name, as the overview lists it.
    var named = (window.bookPages || []).filter(function (p) { return p.file === body.dataset.page; })[0];
    pace.textContent = (named ? named.name : notesData.page || '') + (labels.lead || '') + planned + (labels.comma || '') + said;
    pace.className = 'pace ' + at.state;
  }
  if (speaking) {
    root.classList.add('speaking');
    presenting = true;
    var labels = notesData.labels || {};
    var view = document.createElement('section');
    view.className = 'speaker';
    view.setAttribute('aria-label', labels.speakerView || '');
    var options = '<option value="">' + escapeHTML(labels.bookOrder || '') + '</option>' +
      (notesData.plans || []).map(function (p) { return '<option value="' + escapeHTML(p.id) + '">' + escapeHTML(p.title) + '</option>'; }).join('');
    view.innerHTML = '<div class="clock"><span>' + escapeHTML(labels.elapsed || '') + ' <span class="elapsed">0:00</span></span><span class="pace"></span>' +
      '<button type="button" class="restart">' + escapeHTML(labels.restart || '') + '</button>' +
      '<label>' + escapeHTML(labels.plan || '') + ' <select>' + options + '</select></label></div>' +
      '<div class="pane now"><h2>' + escapeHTML(labels.now || '') + '</h2><div class="thumb"></div></div>' +
      '<div class="pane next"><h2>' + escapeHTML(labels.next || '') + '</h2><div class="thumb"></div></div>' +
      '<div class="pane notes-pane"><h2>' + escapeHTML(labels.notes || '') + '</h2><div class="notes-body"></div></div>';
    document.querySelector('main').after(view);
    var select = view.querySelector('select');
    var stored = null;
    try { stored = localStorage.getItem('dvp-plan'); } catch (e) {}
    if (hashValue('plan') || stored) select.value = hashValue('plan') || stored;
    // The plan is kept only when the presenter picks one: opening the view keeps the last.
    function choose(picked) {
      if (picked) { try { localStorage.setItem('dvp-plan', select.value); } catch (e) {} }
      history.replaceState(null, '', location.hash.replace(/&plan=[^&]*/, '') + '&plan=' + select.value);
      tick();
    }
    select.addEventListener('change', function () { choose(true); });
    view.querySelector('.restart').addEventListener('click', function () {
      var now = Date.now();
      try { localStorage.setItem('dvp-start', String(now)); } catch (e) {}
      history.replaceState(null, '', location.hash.replace(/start=\d+/, 'start=' + now));
      tick();
      this.blur();  // Space and Enter step the deck, not the clock again
    });
    choose(false);
    setInterval(function () { if (window.opener) deckPost(window.opener, {type: 'speaker-hello'}); tick(); }, 500);
    if (window.opener) deckPost(window.opener, {type: 'speaker-hello'});
  }
  // A link the room must type (the book's zip on the welcome slide) shows its full address,
  // except from a file on disk, whose address nobody else can open.
  if (location.protocol !== 'file:') {
    Array.prototype.forEach.call(document.querySelectorAll('a.show-address'), function (a) { a.textContent = a.href; });
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
