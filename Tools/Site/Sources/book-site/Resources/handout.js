// The handout (all.html): which pages and slides print. #chapter=N keeps one chapter,
// #plan=ID a workshop plan's pages, #notes adds the presenter's notes, #summary one sheet a page.
(function () {
  // #plan=ID: only the pages of a plan of the presenter's guide.
  var plans = JSON.parse(document.getElementById('plan-pages').textContent);
  function apply() {
    var match = /chapter=(\d+)/.exec(location.hash);
    var id = (/plan=([^&]+)/.exec(location.hash) || [])[1];
    var plan = id && Object.prototype.hasOwnProperty.call(plans, id) ? plans[id] : null;
    // #notes: the presenter's copy, with each page's notes and the answers.
    document.documentElement.classList.toggle('with-notes', /(^#|&)notes(&|$)/.test(location.hash));
    Array.prototype.forEach.call(document.querySelectorAll('.chapter'), function (chapter) {
      chapter.hidden = !!match && chapter.dataset.chapter !== match[1];
    });
    Array.prototype.forEach.call(document.querySelectorAll('.page-deck'), function (page) {
      page.hidden = !!plan && plan.indexOf(page.id.replace('page-', '')) < 0;
    });
    // A chapter with none of the plan's pages prints nothing, not even a blank sheet.
    Array.prototype.forEach.call(document.querySelectorAll('.chapter'), function (chapter) {
      if (!chapter.querySelector('.page-deck:not([hidden])')) chapter.hidden = true;
    });
    // #summary: each page in portrait, from a new sheet: its title, its lists and code, what its
    // run showed (every part of the results, or the live view's screen) and its point.
    var summary = /(^#|&)summary(&|$)/.test(location.hash);
    document.documentElement.classList.toggle('summary', summary);
    Array.prototype.forEach.call(document.querySelectorAll('.page-deck'), function (page) {
      var slides = Array.prototype.slice.call(page.querySelectorAll('.slide:not(.page-notes):not(.answer):not(.stage-only)'));
      function all(test) { return slides.filter(function (s) { return test(s.dataset.kind.split(' ')); }); }
      // The code, and the lists the slides show with it (an exercise's task).
      var code = all(function (k) { return k.indexOf('code') >= 0 || k[0] === 'list'; });
      var run = all(function (k) { return k[0] === 'results'; });
      if (!run.length) run = all(function (k) { return k[0] === 'liveview'; }).slice(0, 1);
      var point = all(function (k) { return k[0] === 'point'; });
      var kept = [slides[0]].concat(code, run, point);
      slides.forEach(function (s) {
        s.classList.toggle('summary-kept', summary && kept.indexOf(s) >= 0);
      });
    });
  }
  window.addEventListener('hashchange', apply);
  apply();
})();
