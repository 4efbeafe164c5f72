// The deck's decisions without the page: a page's presenter steps, the slide that comes next,
// the pace against a plan, which messages belong to the deck, and what the speaker's notes
// hold at a step. presenter.js uses it in the browser (window.deckLogic); node runs its unit
// tests (Tests/JavaScript).
(function (exports) {
  // Presenter steps, [slide, marks shown]: one per slide, and on the live view's slide one per
  // notification; slides after the live view keep all its marks shown.
  exports.steps = function (slideCount, live, marks) {
    var steps = [];
    for (var index = 0; index < slideCount; index++) {
      if (index === live) { for (var k = 0; k <= marks; k++) steps.push([index, k]); }
      else steps.push([index, live >= 0 && index > live ? marks : 0]);
    }
    if (!steps.length) steps.push([0, 0]);
    return steps;
  };

  // The slide the next step shows, or -1 at the page's last step.
  exports.nextSlide = function (steps, step) {
    return step + 1 < steps.length ? steps[step + 1][0] : -1;
  };

  // Where the clock stands against a page's planned minutes [start, end]: behind by whole
  // minutes past the end, ahead by whole minutes before the start, else on time.
  exports.pace = function (minutes, start, end) {
    var behind = Math.round(minutes - end), ahead = Math.round(start - minutes);
    if (behind > 0) return {state: 'behind', minutes: behind};
    if (ahead > 0) return {state: 'ahead', minutes: ahead};
    return {state: 'on-time', minutes: 0};
  };

  // When a break of `minutes` that starts at `now` ends, on a 24-hour clock: "14:05".
  exports.backAt = function (now, minutes) {
    var at = new Date(now.getTime() + minutes * 60000);
    function two(n) { return (n < 10 ? '0' : '') + n; }
    return two(at.getHours()) + ':' + two(at.getMinutes());
  };

  // A message in the deck's namespace (whose sender the caller still checks).
  exports.isDeckMessage = function (data, namespace) {
    return !!data && typeof data === 'object' && data.ns === namespace;
  };

  // The parts of the speaker's notes at a step, in order. On the first step the guide's point,
  // the point of the book's previous page where the plan skipped it, and an exercise's task;
  // the page's prose for the slide and how to read its picture; the solution on every later
  // step (the room works while the code is up), and at the assessment what each press of h
  // shows the room; what to listen for at the question (or at the end of a page that asks none),
  // with the point that answers it where the plan leaves out the page that does; and at the
  // end the way on: the book's, or the plan's next stop where the plan goes elsewhere.
  exports.noteParts = function (at) {
    var parts = [];
    if (at.first && at.point) parts.push('point');
    if (at.first && at.skipped) parts.push('skipped');
    if (at.first && at.task) parts.push('task');
    if (at.prose) parts.push('prose');
    if (at.picture) parts.push('picture');
    // At the assessment, what h will show (its last press, the solution) stands for it.
    if (at.solution && !at.first && !(at.assessment && at.hints)) parts.push('solution');
    if (at.hints && at.assessment) parts.push('hints');
    if (at.listen && ((at.asks && at.question) || (!at.asks && at.last))) {
      parts.push('listen');
      if (at.answer) parts.push('answer');
    }
    if (at.last && at.then && !at.planNext) parts.push('then');
    if (at.last && at.planNext) parts.push('planNext');
    if (!parts.length) parts.push(at.point ? 'noStepNotes' : 'noNotes');
    return parts;
  };

  // A word's values: `%@` in order, or `%1$@`, `%2$@` by number (a translation's own order,
  // as the Swift tools fill it: ToolWords.fill).
  exports.fill = function (text, values) {
    if (/%\d+\$@/.test(text)) return text.replace(/%(\d+)\$@/g, function (all, n) { return n - 1 < values.length ? values[n - 1] : all; });
    values.forEach(function (v) { text = text.replace('%@', function () { return v; }); });
    return text;
  };
})(typeof module === 'object' && module.exports ? module.exports : (window.deckLogic = {}));
