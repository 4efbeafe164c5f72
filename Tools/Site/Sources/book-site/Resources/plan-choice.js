(function () {
  // The plan is kept in localStorage ('dvp-plan'), as the speaker view keeps it.
  var select = document.getElementById('plan'), start = document.querySelector('.start-plan'), handout = document.querySelectorAll('.plan-handout');
  function update() {
    var option = select.options[select.selectedIndex];
    start.href = (option.dataset.first || start.dataset.book) + '#present&step=0';
    Array.prototype.forEach.call(handout, function (link) { link.href = link.dataset.book + (select.value ? '#plan=' + select.value + link.dataset.more.replace('#', '&') : link.dataset.more); });
  }
  try { var kept = localStorage.getItem('dvp-plan'); if (kept !== null) select.value = kept; } catch (e) {}
  if (select.selectedIndex < 0) select.value = '';
  update();
  select.addEventListener('change', function () { try { localStorage.setItem('dvp-plan', select.value); } catch (e) {} update(); });
})();
