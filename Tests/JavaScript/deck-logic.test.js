// The deck's logic (Tools/Site/Sources/book-site/Resources/deck-logic.js) under node's test
// runner: `node --test Tests/JavaScript/`. The browser test drives the same code in Chromium.
const test = require('node:test');
const assert = require('node:assert/strict');
const logic = require('../../Tools/Site/Sources/book-site/Resources/deck-logic.js');

test('a page steps through each slide, and each notification on the live view', () => {
  // Four slides, the live view on the third with three notifications.
  assert.deepEqual(logic.steps(4, 2, 3), [[0, 0], [1, 0], [2, 0], [2, 1], [2, 2], [2, 3], [3, 3]]);
  // No live view: one step a slide, no marks.
  assert.deepEqual(logic.steps(3, -1, 0), [[0, 0], [1, 0], [2, 0]]);
  // A page with no slides still has a step to stand on.
  assert.deepEqual(logic.steps(0, -1, 0), [[0, 0]]);
});

test('the next slide is the next step\'s, and none after the last step', () => {
  const steps = logic.steps(4, 2, 2);
  assert.equal(logic.nextSlide(steps, 0), 1);
  assert.equal(logic.nextSlide(steps, 2), 2);  // the live view's next notification
  assert.equal(logic.nextSlide(steps, 4), 3);
  assert.equal(logic.nextSlide(steps, steps.length - 1), -1);
});

test('the pace says ahead before the planned start, behind after its end', () => {
  assert.deepEqual(logic.pace(10, 12, 15), {state: 'ahead', minutes: 2});
  assert.deepEqual(logic.pace(13, 12, 15), {state: 'on-time', minutes: 0});
  assert.deepEqual(logic.pace(15.4, 12, 15), {state: 'on-time', minutes: 0});
  assert.deepEqual(logic.pace(17, 12, 15), {state: 'behind', minutes: 2});
});

test('only messages in the deck\'s namespace belong to the deck', () => {
  assert.equal(logic.isDeckMessage({ns: 'dvp-deck', type: 'state'}, 'dvp-deck'), true);
  assert.equal(logic.isDeckMessage({ns: 'other', type: 'state'}, 'dvp-deck'), false);
  assert.equal(logic.isDeckMessage({type: 'speaker-key', key: 'ArrowRight'}, 'dvp-deck'), false);
  assert.equal(logic.isDeckMessage('dvp-deck', 'dvp-deck'), false);
  assert.equal(logic.isDeckMessage(null, 'dvp-deck'), false);
});

test('the speaker\'s notes: point first, the question\'s listening at the question, the way on last', () => {
  const page = {point: true, listen: true, then: true, asks: true};
  assert.deepEqual(logic.noteParts({...page, first: true, prose: true}), ['point', 'prose']);
  assert.deepEqual(logic.noteParts({...page, question: true}), ['listen']);
  assert.deepEqual(logic.noteParts({...page, prose: true}), ['prose']);
  assert.deepEqual(logic.noteParts({...page, last: true}), ['then']);
  // A page that asks nothing: what to listen for comes at its end.
  assert.deepEqual(logic.noteParts({...page, asks: false, last: true}), ['listen', 'then']);
  // A plan that goes elsewhere names its next page instead of the book's way on.
  assert.deepEqual(logic.noteParts({...page, last: true, planNext: '03-05.html'}), ['planNext']);
});

test('an exercise: its task on the first step, the solution on every later one', () => {
  // The room works while the code is up: the presenter keeps the solution in view.
  const exercise = {point: true, task: true, solution: true};
  assert.deepEqual(logic.noteParts({...exercise, first: true}), ['point', 'task']);
  assert.deepEqual(logic.noteParts({...exercise, prose: true}), ['prose', 'solution']);
  assert.deepEqual(logic.noteParts({...exercise, assessment: true}), ['solution']);
  assert.deepEqual(logic.noteParts({...exercise, assessment: true, hints: true}), ['hints']);
  assert.deepEqual(logic.noteParts({...exercise, last: true}), ['solution']);
});

test('a picture\'s step says how to read it, after the prose that leads to it', () => {
  assert.deepEqual(logic.noteParts({point: true, prose: true, picture: true}), ['prose', 'picture']);
  assert.deepEqual(logic.noteParts({point: true, picture: true}), ['picture']);
});

test('a plan that skips a page: its point where the room may need it', () => {
  // The book's previous page is not in the plan: its point on the first step.
  assert.deepEqual(logic.noteParts({point: true, first: true, skipped: true}), ['point', 'skipped']);
  // The page that answers the misconception is not in the plan: its point after listening.
  assert.deepEqual(logic.noteParts({point: true, listen: true, asks: true, question: true, answer: true}), ['listen', 'answer']);
  assert.deepEqual(logic.noteParts({point: true, listen: true, asks: true, answer: true}), ['noStepNotes']);
});

test('a step with nothing of its own says so', () => {
  assert.deepEqual(logic.noteParts({point: true}), ['noStepNotes']);
  assert.deepEqual(logic.noteParts({}), ['noNotes']);
});

test('a break ends its minutes after it starts, on a 24-hour clock', () => {
  assert.equal(logic.backAt(new Date(2026, 10, 27, 14, 55), 10), '15:05');
  assert.equal(logic.backAt(new Date(2026, 10, 27, 9, 0), 5), '09:05');
  assert.equal(logic.backAt(new Date(2026, 10, 27, 23, 58), 10), '00:08');
});

test('a word takes its values in order, or by number where a translation reorders them', () => {
  assert.equal(logic.fill('planned %@–%@ min', ['3', '8']), 'planned 3–8 min');
  assert.equal(logic.fill('第%1$@章「%3$@」', ['3', '1', 'willSet か didSet か？']), '第3章「willSet か didSet か？」');
  assert.equal(logic.fill('%2$@ before %1$@', ['a', 'b']), 'b before a');
  // A value is text, never a replacement pattern.
  assert.equal(logic.fill('back at %@', ['$&']), 'back at $&');
});
