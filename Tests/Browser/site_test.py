#!/usr/bin/env python3
"""The web edition in a real browser: headless Chromium (Debian's chromium and chromium-driver)
driven through Selenium, against the generated files in docs/site.

Checks, each over every page of both languages where it applies:
1. every page loads with no console error and no missing resource;
2. reading mode: the right-arrow key reveals the timeline one notification at a time, then
   moves to the next page; the URL fragment restores page and step;
3. presenter mode (p, #present): the keys step through the slides and the live view's
   notifications, on to the next page and back; p switches modes and keeps the step;
4. stale marks are told apart by more than colour: a cross, not a tick, and the word;
5. the Japanese switch; hints one key press at a time;
6. a room: at 1280x720 and 1920x1080, at every step of every page in presenter mode, no text
   of the slide (live view, code, results, prose) is under 16 px (resp. 24 px), and nothing
   overflows the screen; screenshots of one page per chapter, light and dark;
7. prose as CommonMark means it: each prose block's block structure and text equal what
   cmark, the CommonMark reference implementation (Debian's `cmark`), makes of the same
   Markdown (a test build carries it on the page, data-markdown); no line break between two Japanese
   characters shows as a space;
8. axe-core: no serious or critical violation on any page, light and dark;
9. print: one slide per sheet (a chapter's handout printed to PDF has one page per slide),
   live views in their final state; the attendees' handout without the checkpoints' answers,
   the presenter's copy (#notes) with them and a sheet of notes after each page;
10. the site is under 3 MB;
11. prediction checkpoints: on at least 12 pages a language, choices and a Check button that
    work by keyboard, the answer concealed until checked, presenter mode asking the room before
    the answer, axe-clean;
12. the speaker view (s): the page's notes, this step and the next, the clock and the pacing,
    messages only from the partner window (a foreign one is ignored),
    each window following the other across pages, axe-clean; the plan chosen there leads → and
    ← across pages; ? shows the keys, b blanks the screen, o or Esc shows every page and jumps,
    a swipe steps.

Needs: apt-get install chromium chromium-driver cmark fonts-noto-cjk;
pip install selenium selenium-axe-python.
Run: python3 Tests/Browser/site_test.py [--site docs/site] [--screenshots DIR]
"""
import argparse
import base64
import html.parser
import json
import importlib.util
import os
import re
import statistics
import subprocess
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.support.ui import Select

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

spec = importlib.util.spec_from_file_location("measure_text", os.path.join(ROOT, "Tools", "measure-text.py"))
measure_text = importlib.util.module_from_spec(spec)
spec.loader.exec_module(measure_text)

failures = []
timings = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL: " + message)
    return condition


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1600,900", "--hide-scrollbars",
                     "--allow-file-access-from-files", "--disable-dev-shm-usage", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def viewport(driver, width, height):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})


def scheme(driver, dark, media=""):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "media": media, "features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})


def url(site, path):
    return "file://" + os.path.join(os.path.abspath(site), path)


def open_page(driver, site, path):
    """Loads `path` afresh (a fragment-only change would not reload)."""
    driver.get("about:blank")
    driver.get(url(site, path))


def console_errors(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def shown_marks(driver):
    return driver.execute_script("return document.querySelectorAll('.liveview > svg .mark.shown').length")


def shown_stage_marks(driver):
    return driver.execute_script("return document.querySelectorAll('.stage .mark.shown').length")


def total_marks(driver):
    return driver.execute_script("return document.querySelectorAll('.liveview > svg .mark').length")


def current_slide(driver):
    return driver.execute_script(
        "return Array.prototype.indexOf.call(document.querySelectorAll('.deck > .slide'), document.querySelector('.slide.current'))")


def press(driver, key):
    # A page that is still loading can refuse a key ("element not interactable"); wait for it
    # a little, then let the error through.
    for attempt in range(3):
        try:
            driver.find_element(By.TAG_NAME, "body").send_keys(key)
            break
        except WebDriverException:
            if attempt == 2:
                raise
            time.sleep(0.3)
    time.sleep(0.05)


def pages(site, language):
    return sorted(name for name in os.listdir(os.path.join(site, language)) if name[0].isdigit() and name.endswith(".html"))


def workshop_decks(site, language):
    """The workshop's own decks: the welcome, each break, the wrap-up."""
    return sorted(name for name in os.listdir(os.path.join(site, language))
                  if re.fullmatch(r"(workshop|break-\d+|wrap-up)\.html", name))


class timed:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        self.start = time.time()

    def __exit__(self, *exc):
        timings.append((self.name, time.time() - self.start))
        print(f"-- {self.name}: {time.time() - self.start:.1f} s")


# MARK: 6. A room: text sizes and overflow at every presenter step

# The slide whose steps reveal the live view's marks: the one with its timeline (a live view
# too large for one slide shows its screen on the slide before), else its only slide.
LIVE_SLIDE = """var slides = document.querySelectorAll('.deck > .slide');
var at = Array.prototype.findIndex.call(slides, s => s.querySelector('.stage-timeline'));
return at >= 0 ? at : Array.prototype.findIndex.call(slides, s => s.querySelector('.liveview'));"""

MEASURE = r"""
// Steps through every presenter step of the page; for each, the smallest font size of visible
// text in the code (code spans too), the results, the live view and the rest (body text), and
// what overflows.
function measure() {
  var slide = document.querySelector('.slide.current');
  var vw = window.innerWidth, vh = window.innerHeight;
  var box = slide.getBoundingClientRect();
  var r = {step: Number(document.body.dataset.step), kinds: slide.dataset.kind, body: 1e9, code: 1e9, live: 1e9,
           results: 1e9, overflow: [], fill: 0};
  if (slide.scrollHeight > slide.clientHeight + 1 || slide.scrollWidth > slide.clientWidth + 1)
    r.overflow.push('the slide scrolls (' + slide.scrollHeight + ' > ' + slide.clientHeight + ')');
  if (document.documentElement.scrollHeight > vh + 1 || document.documentElement.scrollWidth > vw + 1)
    r.overflow.push('the page scrolls');
  var bottom = box.top;
  var walker = document.createTreeWalker(slide, NodeFilter.SHOW_TEXT);
  for (var node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue;
    var element = node.parentElement;
    var range = document.createRange();
    range.selectNodeContents(node);
    var rects = Array.prototype.filter.call(range.getClientRects(), function (q) { return q.width > 0 && q.height > 0; });
    var style = getComputedStyle(element);
    if (!rects.length || style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
    var size = parseFloat(style.fontSize);
    if (element.closest('pre.code') || element.closest('code')) r.code = Math.min(r.code, size);
    else if (element.closest('.results')) r.results = Math.min(r.results, size);
    else if (element.closest('.liveview')) r.live = Math.min(r.live, size);
    else r.body = Math.min(r.body, size);
    rects.forEach(function (q) {
      bottom = Math.max(bottom, q.bottom);
      if (q.bottom > Math.min(vh, box.bottom) + 0.5 || q.right > Math.min(vw, box.right) + 0.5 || q.top < -0.5 || q.left < -0.5)
        r.overflow.push('text outside the screen: "' + node.textContent.trim().slice(0, 40) + '"');
    });
  }
  Array.prototype.forEach.call(slide.querySelectorAll('pre, table, .stage-timeline'), function (e) {
    if (e.scrollWidth > e.clientWidth + 1) r.overflow.push(e.tagName.toLowerCase() + ' is wider than its box');
  });
  // In a timeline, no step's text runs into the next column: a row's items, left to right.
  Array.prototype.forEach.call(slide.querySelectorAll('.stage-timeline'), function (grid) {
    var rows = {};
    Array.prototype.forEach.call(grid.querySelectorAll('.action, .cell'), function (e) {
      if (e.offsetWidth === 0) return;
      (rows[getComputedStyle(e).gridRowStart] = rows[getComputedStyle(e).gridRowStart] || []).push(e);
    });
    Object.keys(rows).forEach(function (row) {
      var items = rows[row].sort(function (a, b) { return a.getBoundingClientRect().left - b.getBoundingClientRect().left; });
      for (var i = 0; i + 1 < items.length; i++) {
        var range = document.createRange();
        range.selectNodeContents(items[i]);
        var text = Array.prototype.reduce.call(range.getClientRects(), function (m, q) { return q.width > 0 ? Math.max(m, q.right) : m; }, -1e9);
        if (text > items[i + 1].getBoundingClientRect().left + 0.5)
          r.overflow.push('timeline text "' + items[i].textContent.trim().slice(0, 30) + '" runs into the next column');
      }
    });
  });
  r.fill = (bottom - box.top) / box.height;
  return r;
}
function key(k) { document.dispatchEvent(new KeyboardEvent('keydown', {key: k, bubbles: true})); }
var count = Number(document.querySelector('.bar .step').textContent.split('/')[1]);
var out = [];
for (var i = 0; i < count; i++) {
  if (i > 0) key('ArrowRight');
  if (document.querySelector('.slide.current .assessment')) { for (var h = 0; h < 12; h++) key('h'); }
  out.push(measure());
}
return out;
"""


def room(driver, site, width, height, smallest):
    """Every presenter step of every page in both languages at width x height: body text at
    least 28 px and code, results and live-view text at least 24 px at 720p (in proportion at
    other sizes), and nothing scrolls or leaves the screen."""
    viewport(driver, width, height)
    scale = height / 720
    minimum = {"body": 28 * scale, "code": 24 * scale, "results": 24 * scale, "live": 24 * scale}
    steps = 0
    for language in ("en", "ja"):
        for name in pages(site, language):
            open_page(driver, site, f"{language}/{name}#present&step=0")
            for r in driver.execute_script(MEASURE):
                steps += 1
                where = f"{width}x{height} {language}/{name} step {r['step']} ({r['kinds']})"
                for part in ("body", "code", "results", "live"):
                    if r[part] < 1e9:
                        smallest[(width, part)] = min(smallest.get((width, part), 1e9), r[part])
                        check(r[part] >= minimum[part] - 0.05, f"{where}: {part} text is {r[part]:.1f} px, under {minimum[part]:.0f} px")
                check(not r["overflow"], f"{where}: overflows: {r['overflow'][:3]}")
                smallest[(width, "fill")] = max(smallest.get((width, "fill"), 0), r["fill"])
    return steps


# MARK: 7. Prose against the CommonMark reference implementation

WIDE = "\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFF61-\uFF9F\uFFE0-\uFFE6"
CALLOUT = re.compile(r"^\s*(?:callout\((?P<title>[^)]*)\)|(?P<keyword>Attention|Author|Authors|Bug|Complexity|Copyright|Date|Example|"
                     r"Experiment|Important|Invariant|Note|Parameter|Parameters|Postcondition|Precondition|Remark|Requires|"
                     r"Returns|SeeAlso|Since|Throws|ToDo|Version|Warning)):\s*")
BLOCKS = {"p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "pre", "hr", "table", "thead", "tbody", "tr", "th", "td"}


class BlockTree(html.parser.HTMLParser):
    """HTML as a tree of blocks, each with the text directly inside it (inlines flattened; an
    image is "[image: alt]")."""

    def __init__(self, markup):
        super().__init__(convert_charrefs=True)
        self.root = {"tag": "root", "class": "", "text": [], "children": []}
        self.stack = [self.root]
        self.feed(markup)
        self.close()

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag in BLOCKS:
            node = {"tag": tag, "class": attributes.get("class") or "", "text": [], "children": []}
            self.stack[-1]["children"].append(node)
            self.stack[-1]["text"].append("\x00")  # a child block's place in its parent's text
            if tag != "hr":
                self.stack.append(node)
        elif tag == "img":
            self.stack[-1]["text"].append(f"[image: {attributes.get('alt', '')}]")
        elif tag == "br":
            self.stack[-1]["text"].append("\n")

    def handle_endtag(self, tag):
        if tag in BLOCKS and tag != "hr":
            while len(self.stack) > 1:
                if self.stack.pop()["tag"] == tag:
                    break

    def handle_data(self, data):
        self.stack[-1]["text"].append(data)


def normalized(text, pre=False):
    """Text as a reader sees it. The one normalization the site owes nobody: a line break
    between two East Asian wide characters is no space (CSS Text's rule; CommonMark, and so
    cmark, keeps it as a line break that browsers show as a space). Applied on both sides."""
    if pre:
        return text.strip("\n")
    text = re.sub(f"(?<=[{WIDE}])[ \t]*\n[ \t]*(?=[{WIDE}])", "", text)
    return re.sub(r"\s+", " ", text).strip()


def retitled(item):
    """A callout item as the site shows it: cmark's "callout(Exercise): ..." (or "Experiment: ...")
    is the title "Exercise", then the text (in the item's first paragraph when the list is loose)."""
    text = "".join(item["text"])
    if text.strip().startswith("\x00") and item["children"] and item["children"][0]["tag"] == "p":
        return dict(item, children=[retitled(item["children"][0])] + item["children"][1:])
    match = CALLOUT.match(text)
    if not match:
        return item
    return dict(item, text=[(match.group("title") or match.group("keyword")) + " " + text[match.end():]])


def compare_blocks(expected, actual, where, problems):
    """Same blocks in the same order, and the same text in each."""
    exp_children, act_children = expected["children"], actual["children"]
    exp_text, act_text = "".join(expected["text"]), "".join(actual["text"])
    pre = expected["tag"] == "pre"
    if "callout" in actual["class"].split():
        expected = retitled(expected)
        exp_children, exp_text = expected["children"], "".join(expected["text"])
    exp_parts = [normalized(part, pre) for part in exp_text.split("\x00")]
    act_parts = [normalized(part, pre) for part in act_text.split("\x00")]
    if exp_parts != act_parts:
        problems.append(f"{where} <{expected['tag']}>: text differs:\n    cmark: {exp_parts}\n    site:  {act_parts}")
    elif not pre:
        # Japanese line breaks: what the browser shows (the site's text, white space collapsed,
        # nothing removed) has no space where the Markdown breaks a line between two wide characters.
        for shown, meant in zip((re.sub(r"\s+", " ", part).strip() for part in act_text.split("\x00")), exp_parts):
            if shown != meant:
                at = next(i for i, (a, b) in enumerate(zip(shown + "\x01", meant + "\x01")) if a != b)
                problems.append(f"{where} <{expected['tag']}>: a line break shows as a space: '{shown[max(0, at - 12):at + 12]}'")
    tags_e = [child["tag"] for child in exp_children]
    tags_a = [child["tag"] for child in act_children]
    if tags_e != tags_a:
        problems.append(f"{where} <{expected['tag']}>: blocks differ: cmark {tags_e}, site {tags_a}")
        return
    for index, (e, a) in enumerate(zip(exp_children, act_children)):
        compare_blocks(e, a, f"{where} > {e['tag']}[{index}]", problems)


PROSE = r"""
var blocks = {}, order = [];
Array.prototype.forEach.call(document.querySelectorAll('.deck .prose[data-block]'), function (wrapper) {
  var id = wrapper.dataset.block;
  if (!blocks[id]) { blocks[id] = {markdown: null, html: ''}; order.push(id); }
  if (wrapper.hasAttribute('data-markdown')) blocks[id].markdown = wrapper.dataset.markdown;
  blocks[id].html += wrapper.innerHTML;
});
return order.map(function (id) { return blocks[id]; });
"""


def prose_against_reference(driver, site):
    compared = 0
    for language in ("en", "ja"):
        for name in pages(site, language):
            open_page(driver, site, f"{language}/{name}")
            blocks = driver.execute_script(PROSE)
            check(blocks, f"{language}/{name}: no prose found")
            for index, block in enumerate(blocks):
                where = f"{language}/{name} prose block {index + 1}"
                if not check(block["markdown"] is not None, f"{where}: no Markdown source on the page"):
                    continue
                reference = subprocess.run(["cmark"], input=block["markdown"], capture_output=True, text=True, check=True).stdout
                problems = []
                compare_blocks(BlockTree(reference).root, BlockTree(block["html"]).root, where, problems)
                for problem in problems[:3]:
                    check(False, problem)
                # The playground links are resolved.
                check(not re.search(r'href="(@next|@previous|glossary://)', block["html"]), f"{where}: an unresolved playground link")
                compared += 1
    return compared


# MARK: 8. axe-core

def axe_script():
    for module in ("selenium_axe_python", "axe_selenium_python"):
        try:
            package = importlib.import_module(module)
        except ImportError:
            continue
        folder = os.path.dirname(package.__file__)
        for candidate in ("axe-core/axe.min.js", "node_modules/axe-core/axe.min.js"):
            path = os.path.join(folder, candidate)
            if os.path.exists(path):
                return open(path, encoding="utf8").read()
    return None


def axe(driver, script):
    driver.execute_script(script)
    driver.set_script_timeout(60)
    result = driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(function (r) { done(r.violations); }, function (e) { done(String(e)); });")
    if isinstance(result, str):
        return [{"id": "axe-error", "impact": "critical", "help": result, "nodes": []}]
    return [v for v in result if v.get("impact") in ("serious", "critical")]


# MARK: 9. Print

def plans(site):
    """The presenter's guide's plans (docs/guide/plans.json, beside the site)."""
    with open(os.path.join(os.path.dirname(site), "guide", "plans.json"), encoding="utf-8") as f:
        return json.load(f)["plans"]


def plan_clock(site, index):
    """Each item of a plan with the minute it starts at."""
    clock, out = 0, []
    for item in plans(site)[index]["items"]:
        out.append((clock, item))
        clock += item.get("minutes", item.get("break", 0))
    return out


def pdf_pages(driver):
    pdf = base64.b64decode(driver.execute_cdp_cmd("Page.printToPDF", {"preferCSSPageSize": True, "printBackground": True})["data"])
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))


# MARK: The parts


def test_load(driver, site, arguments, smallest):
    """1. Every page of both languages, the indexes, glossaries and handouts: no console error,
    no missing image, stylesheet and script in place."""
    everything = ["index.html"] + [f"{lang}/{name}" for lang in ("en", "ja")
                                   for name in ["index.html", "glossary.html", "questions.html", "guide.html", "all.html"] + workshop_decks(site, lang) + pages(site, lang)]
    for path in everything:
        open_page(driver, site, path)
        errors = console_errors(driver)
        check(not errors, f"{path}: console errors: {errors[:2]}")
        broken = driver.execute_script(
            "return Array.from(document.images).filter(i => !i.complete || i.naturalWidth === 0).map(i => i.src)")
        check(not broken, f"{path}: missing images: {broken}")
        styled = driver.execute_script("return document.styleSheets.length > 0 && document.styleSheets[0].cssRules.length > 10")
        check(styled, f"{path}: the stylesheet did not load")
        if path.split("/")[-1][0].isdigit():
            check(driver.execute_script("return document.body.dataset.step") is not None, f"{path}: the presenter script did not run")
    print(f"loaded {len(everything)} pages")


def test_keys(driver, site, arguments, smallest):
    """2-5. Reading and presenter mode's keys and fragments, stale marks, the language switch, hints."""
    # 2. Reading mode: → reveals one mark at a time, then goes to the next page.
    open_page(driver, site, "en/02-03.html")
    marks = total_marks(driver)
    check(marks >= 6, f"02-03 has {marks} marks")
    for step in range(1, marks + 1):
        press(driver, Keys.ARROW_RIGHT)
        check(shown_marks(driver) == step, f"after {step} presses, {shown_marks(driver)} marks shown")
        check(driver.current_url.endswith(f"#step={step}"), f"the fragment does not say step {step}: {driver.current_url}")
    press(driver, Keys.ARROW_RIGHT)
    time.sleep(0.3)
    check("/en/02-04.html" in driver.current_url, f"→ after the last mark did not go to the next page: {driver.current_url}")
    press(driver, Keys.ARROW_LEFT)
    time.sleep(0.3)
    check("/en/02-03.html" in driver.current_url and shown_marks(driver) == marks, "← on a fresh page went back to the previous page's last step")
    # Space and PageDown step too; PageUp steps back.
    open_page(driver, site, "en/01-05.html#step=0")
    press(driver, Keys.SPACE)
    press(driver, Keys.PAGE_DOWN)
    check(shown_marks(driver) == 2, "Space and PageDown each reveal one mark")
    press(driver, Keys.PAGE_UP)
    check(shown_marks(driver) == 1, "PageUp hides one mark")

    # The fragment restores page and step, also after a reload.
    open_page(driver, site, "en/02-03.html#step=4")
    check(shown_marks(driver) == 4, f"#step=4 shows {shown_marks(driver)} marks")
    driver.refresh()
    check(shown_marks(driver) == 4, "a reload keeps the step")

    # 3. Presenter mode: slides one at a time, the live view's marks one step each.
    open_page(driver, site, "en/02-03.html#present&step=0")
    slides = driver.execute_script("return document.querySelectorAll('.deck > .slide').length")
    live = driver.execute_script(LIVE_SLIDE)
    check(driver.execute_script("return document.documentElement.classList.contains('presenting')"), "#present starts presenter mode")
    check(driver.execute_script("return document.querySelectorAll('.slide.current').length") == 1, "presenter mode shows one slide")
    total = slides + marks
    check(driver.find_element(By.CSS_SELECTOR, ".bar .step").text == f"1 / {total}", f"the step label says {driver.find_element(By.CSS_SELECTOR, '.bar .step').text}, not 1 / {total}")
    for step in range(1, total):
        press(driver, Keys.ARROW_RIGHT)
        slide = current_slide(driver)
        expected_marks = 0 if slide < live else marks if slide > live else step - live
        check(shown_stage_marks(driver) == expected_marks, f"presenter step {step}: {shown_stage_marks(driver)} marks shown, expected {expected_marks}")
        check(driver.current_url.endswith(f"#present&step={step}"), f"the fragment does not say step {step}: {driver.current_url}")
    check(current_slide(driver) == slides - 1, "the last step shows the last slide")
    press(driver, Keys.ARROW_RIGHT)
    time.sleep(0.3)
    check(driver.current_url.endswith("/en/02-04.html#present&step=0"), f"→ after the last step did not present the next page: {driver.current_url}")
    press(driver, Keys.ARROW_LEFT)
    time.sleep(0.3)
    check("/en/02-03.html#present&step=" in driver.current_url and current_slide(driver) == slides - 1 and shown_stage_marks(driver) == marks,
          "← on a fresh page went back to the previous page's last slide")
    # p switches modes, keeping what is shown; a reload keeps the presenter's step.
    open_page(driver, site, "en/02-03.html#step=4")
    press(driver, "p")
    check(driver.current_url.endswith(f"#present&step={live + 4}") and current_slide(driver) == live and shown_stage_marks(driver) == 4,
          f"p from reading step 4 did not show the live view with 4 marks: {driver.current_url}")
    driver.refresh()
    check(current_slide(driver) == live and shown_stage_marks(driver) == 4, "a reload keeps the presenter's step")
    press(driver, "p")
    check(driver.current_url.endswith("#step=4") and shown_marks(driver) == 4
          and not driver.execute_script("return document.documentElement.classList.contains('presenting')"), "p goes back to reading at the same step")
    # The Present button does what p does.
    driver.find_element(By.CSS_SELECTOR, ".bar .mode").click()
    check(driver.execute_script("return document.documentElement.classList.contains('presenting')"), "the Present button starts presenting")

    # 4. Stale marks: red with a glow in the picture; on the presenter's stage a cross
    #    (a tick for fresh ones) and the word, as in the app's live view.
    open_page(driver, site, "en/02-03.html#step=9")
    stale = driver.execute_script("""
        return Array.from(document.querySelectorAll('.liveview > svg .mark.stale.shown')).map(m => {
          const c = m.querySelector('circle'); return [c.getAttribute('fill'), getComputedStyle(c).filter, !!m.querySelector('path')];
        });""")
    check(len(stale) == 3, f"02-03 shows {len(stale)} stale marks, expected 3")
    check(all(fill == "#d70015" and "drop-shadow" in glow and cross for fill, glow, cross in stale), f"stale marks not highlighted: {stale}")
    fresh = driver.execute_script("return Array.from(document.querySelectorAll('.liveview > svg .mark.shown:not(.stale) circle')).map(c => c.getAttribute('fill'))")
    check(fresh and all(fill == "#248a3d" for fill in fresh), "fresh marks are green")
    open_page(driver, site, "en/02-03.html#present&step=last")
    shapes = driver.execute_script("""
        return Array.from(document.querySelectorAll('.stage .mark.shown')).map(m => [m.classList.contains('stale'),
          m.querySelector('.glyph path').getAttribute('d'), m.querySelector('.read').textContent]);""")
    check(len(shapes) == 9, f"the stage shows {len(shapes)} marks, expected 9")
    crosses = {d for is_stale, d, _ in shapes if is_stale}
    ticks = {d for is_stale, d, _ in shapes if not is_stale}
    check(len(crosses) == 1 and len(ticks) == 1 and crosses != ticks, f"stale and fresh marks share a shape: {crosses} {ticks}")
    check(all(("(stale)" in read) == is_stale for is_stale, _, read in shapes), "a stale mark's words say stale, a fresh one's do not")
    cells = driver.execute_script("return Array.from(document.querySelectorAll('.stage-table td.stale')).map(c => [!!c.querySelector('.glyph.warning'), c.textContent])")
    check(cells and all(glyph and "stale" in text for glyph, text in cells), f"stale cells lack the warning shape or word: {cells}")

    # 5. The language switch leads to the same page in Japanese.
    open_page(driver, site, "en/01-04.html")
    driver.find_element(By.CSS_SELECTOR, "a.language").click()
    time.sleep(0.2)
    check("/ja/01-04.html" in driver.current_url, f"the switch went to {driver.current_url}")
    check(driver.execute_script("return document.documentElement.lang") == "ja", "the Japanese page says lang=ja")
    check("willSet か didSet か" in driver.find_element(By.TAG_NAME, "h1").text, "the Japanese page shows the Japanese title")

    # Hints one at a time, then the solution; in presenter mode h shows the assessment.
    open_page(driver, site, "en/04-04.html")
    hidden = lambda: driver.execute_script("return document.querySelectorAll('.assessment .hints li[hidden], .assessment .solution[hidden]').length")
    before = hidden()
    check(before == 4, f"04-04 hides 3 hints and the solution, not {before}")
    press(driver, "h")
    check(hidden() == before - 1, "h reveals one hint")
    for _ in range(5):
        press(driver, "h")
    check(hidden() == 0, "after the hints, the solution shows")
    open_page(driver, site, "en/04-04.html#present&step=0")
    press(driver, "h")
    check(driver.execute_script("return !!document.querySelector('.slide.current .assessment')") and hidden() == before - 1,
          "in presenter mode h shows the assessment's first hint")


def test_room(driver, site, arguments, smallest):
    """6. A room: at 1280x720 and 1920x1080, every presenter step of every page."""
    for width, height in ((1280, 720), (1920, 1080)):
        steps = room(driver, site, width, height, smallest)
        # What the room must read is on a slide: an exercise's task, and the page's point at its end.
        open_page(driver, site, "en/02-04.html#present&step=0")
        kinds = driver.execute_script("return Array.from(document.querySelectorAll('.deck > .slide')).map(s => s.dataset.kind)")
        task = next((i for i, k in enumerate(kinds) if "list" in k.split()), -1)
        if check(task >= 0, f"02-04 shows its exercise's task on no slide: {kinds}"):
            open_page(driver, site, f"en/02-04.html#present&step={task}")
            check(driver.execute_script("var c = document.querySelector('.slide.current .on-slide li.callout'); return !!c && c.offsetHeight > 0"),
                  "02-04's task is not visible on its slide")
        check(kinds[-1] == "point", f"02-04 does not end with its point: {kinds[-1]}")
        print(f"{width}x{height}: {steps} steps; smallest text: body {smallest.get((width, 'body'), 0):.1f} px, "
              f"code {smallest.get((width, 'code'), 0):.1f} px, results {smallest.get((width, 'results'), 0):.1f} px, "
              f"live view {smallest.get((width, 'live'), 0):.1f} px; fullest slide {smallest.get((width, 'fill'), 0):.0%}")


def test_screenshots(driver, site, arguments, smallest):
    """One page per chapter in presenter mode, light and dark, saved for review; not blank."""
    viewport(driver, 1280, 720)
    for chapter in range(1, 7):
        chapter_pages = [p for p in pages(site, "en") if p.startswith(f"{chapter:02d}-")]
        name, step = chapter_pages[0], 1
        for candidate in chapter_pages:
            open_page(driver, site, f"en/{candidate}#present&step=0")
            live = driver.execute_script(LIVE_SLIDE)
            if live >= 0:
                name, step = candidate, live + (total_marks(driver) + 1) // 2
                break
        for dark in (False, True):
            scheme(driver, dark)
            open_page(driver, site, f"en/{name}#present&step={step}")
            time.sleep(0.2)
            path = os.path.join(arguments.screenshots, f"chapter{chapter}-{name.replace('.html', '')}{'-dark' if dark else ''}.png")
            driver.save_screenshot(path)
            rows = measure_text.rows(path)
            values = [sum(pixel[:3]) for row in rows[::8] for pixel in row[::8]]
            spread = statistics.pstdev(values)
            check(spread > 20, f"{path} looks blank (pixel spread {spread:.1f})")
            print(f"screenshot {path} (pixel spread {spread:.1f})")
    scheme(driver, False)
    viewport(driver, 1600, 900)


def markdown_site(arguments):
    """A build of the site with each prose block's Markdown on its page (`--with-markdown`):
    the published site leaves that test data out. Built once, beside the screenshots."""
    if arguments.markdown_site:
        return arguments.markdown_site
    folder = os.path.join(ROOT, ".build-site-test", "site-with-markdown")
    subprocess.run(["swift", "run", "--package-path", os.path.join(ROOT, "Tools", "Site"), "book-site",
                    "--root", ROOT, "--output", folder, "--with-markdown"], check=True, capture_output=True)
    return folder


def test_prose(driver, site, arguments, smallest):
    """7. Prose as the CommonMark reference implementation makes it."""
    compared = prose_against_reference(driver, markdown_site(arguments))
    print(f"compared {compared} prose blocks with cmark")


def test_axe(driver, site, arguments, smallest):
    """8. axe-core: every page, light and dark; presenter mode on the live views' slides, and
    on two more steps of each page of the 90-minute plan."""
    script = axe_script()
    if check(script is not None, "axe-core is missing: pip install selenium-axe-python"):
        runs = 0
        for dark in (False, True):
            scheme(driver, dark)
            targets = ["index.html"] + [f"{lang}/{name}" for lang in ("en", "ja")
                                        for name in ["index.html", "glossary.html", "questions.html", "guide.html", "all.html"] + workshop_decks(site, lang) + pages(site, lang)]
            targets += [f"{lang}/{name}#present&step=last" for lang in ("en", "ja") for name in pages(site, lang)]
            # Presenter mode's other slides (title, code, a question, results) on the 90-minute plan's pages.
            plan = ["01-01", "01-02", "01-03", "05-01", "01-04", "01-05", "06-01", "02-01", "07-01", "02-03", "02-04", "03-01", "03-05", "03-06"]
            targets += [f"{lang}/{key}.html#present&step={step}" for lang in ("en", "ja") for key in plan for step in (0, 3)]
            for path in targets:
                open_page(driver, site, path)
                if path.endswith("#present&step=last"):
                    live = driver.execute_script(LIVE_SLIDE)
                    if live < 0:
                        continue
                    open_page(driver, site, path.replace("step=last", f"step={live + 1}"))
                runs += 1
                for violation in axe(driver, script):
                    nodes = [" ".join(node.get("target", [])) for node in violation.get("nodes", [])][:3]
                    check(False, f"axe ({'dark' if dark else 'light'}) {path}: {violation['impact']} {violation['id']}: {violation['help']} {nodes}")
        scheme(driver, False)
        print(f"axe-core: {runs} runs")


def test_print(driver, site, arguments, smallest):
    """9. Print: one slide per sheet; live views in their final state."""
    viewport(driver, 1280, 720)
    # The attendees' handout: every slide but the checkpoints' answers and the notes.
    open_page(driver, site, "en/all.html#chapter=3")
    expected = driver.execute_script("return document.querySelectorAll('.chapter:not([hidden]) .slide:not(.answer):not(.page-notes):not(.stage-only)').length")
    chapter_slides = driver.execute_script("return document.querySelectorAll('.chapter[data-chapter=\"3\"] .slide:not(.answer):not(.page-notes):not(.stage-only)').length")
    check(expected == chapter_slides and expected > 8, f"all.html#chapter=3 shows {expected} slides of chapter 3's {chapter_slides}")
    printed = pdf_pages(driver)
    check(printed == expected, f"chapter 3's handout prints {printed} sheets for {expected} slides")
    print(f"chapter 3 handout: {expected} slides, {printed} PDF pages")
    # The presenter's copy (#notes): the answers too, and a sheet of notes after each page.
    open_page(driver, site, "en/all.html#chapter=3&notes")
    with_notes = driver.execute_script("return document.querySelectorAll('.chapter:not([hidden]) .slide:not(.stage-only)').length")
    notes = driver.execute_script("return document.querySelectorAll('.chapter:not([hidden]) .page-notes').length")
    answers = driver.execute_script("return document.querySelectorAll('.chapter:not([hidden]) .slide.answer').length")
    check(notes == 6 and answers >= 2, f"the presenter's copy of chapter 3 has {notes} notes sheets and {answers} answers")
    printed = pdf_pages(driver)
    check(printed == with_notes == expected + notes + answers, f"the presenter's copy prints {printed} sheets for {with_notes} slides")
    print(f"chapter 3 presenter's copy: {with_notes} slides with {notes} notes sheets, {printed} PDF pages")
    # The 90-minute plan's handout: only its pages (#plan=90min), every slide a sheet.
    plan_pages = [item["page"] for item in plans(site)[0]["items"] if "page" in item]
    open_page(driver, site, "en/all.html#plan=90min")
    shown = driver.execute_script("return Array.from(document.querySelectorAll('.page-deck')).filter(p => !p.hidden).map(p => p.id.replace('page-', ''))")
    check(shown == plan_pages, f"all.html#plan=90min shows {shown}, not the plan's {plan_pages}")
    plan_slides = driver.execute_script("return Array.from(document.querySelectorAll('.page-deck:not([hidden]) .slide:not(.answer):not(.page-notes):not(.stage-only)')).length")
    printed = pdf_pages(driver)
    check(printed == plan_slides, f"the 90-minute plan's slides print {printed} sheets for {plan_slides} slides")
    # The handout people print (#summary): each page from a new sheet, at most 16 sheets for the
    # 90-minute plan; a page's code and every part of its results (or its live view's screen).
    open_page(driver, site, "en/all.html#plan=90min&summary")
    kept = driver.execute_script("return Array.from(document.querySelectorAll('.page-deck:not([hidden])')).map(p => p.querySelectorAll('.slide.summary-kept').length)")
    check(all(k >= 2 for k in kept), f"a summary sheet lacks its title, code or results: {kept}")
    # A checkpoint's sheet keeps the results that show its answer, not just the last ones.
    kept_1_4 = driver.execute_script("return Array.from(document.querySelectorAll('#page-01-04 .slide.summary-kept')).map(s => s.textContent).join(' ')")
    check("5. published received:1 property:0" in kept_1_4 and "6. currentValue received:1 property:1" in kept_1_4 and "final class Sample" in kept_1_4,
          "1.4's summary lacks its Sample class or one of the two lines its answer compares")
    kept_3_5 = driver.execute_script("return Array.from(document.querySelectorAll('#page-03-05 .slide.summary-kept')).map(s => s.textContent).join(' ')")
    check("One listener, explicit calls" in kept_3_5 and "A view that reacts to one change" in kept_3_5, "3.5's summary lacks part of its list")
    # Printed, 1.5's live view shows its screen in type one can read, not the whole run's picture.
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    table = driver.execute_script("var t = document.querySelector('#page-01-05 .slide.summary-kept .stage-table td');"
                                  "return t && t.getBoundingClientRect().height > 0 ? parseFloat(getComputedStyle(t).fontSize) * 0.7 : 0")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    check(table >= 12, f"1.5's summary prints its live view's table at {table:.1f} px (on a 1280 px wide sheet)")
    sheets = pdf_pages(driver)
    check(len(shown) <= sheets <= 16, f"the 90-minute plan's handout prints {sheets} sheets for {len(shown)} pages")
    print(f"90-minute plan handout: {len(shown)} pages, {sheets} sheets (the slides: {printed})")
    open_page(driver, site, "en/all.html#plan=constructor")
    every = driver.execute_script("return Array.from(document.querySelectorAll('.page-deck')).filter(p => !p.hidden).length")
    check(every == len(pages(site, "en")), f"an unknown plan (#plan=constructor) shows {every} pages, not all")
    open_page(driver, site, "ja/01-05.html#present&step=3")
    # A live view too large for one slide prints once, as its picture.
    # (A checkpoint's answer stays off the attendees' sheets.)
    page_slides = driver.execute_script("return document.querySelectorAll('.deck > .slide:not(.stage-only):not(.answer)').length")
    printed = pdf_pages(driver)
    check(printed == page_slides, f"ja/01-05 prints {printed} sheets for {page_slides} slides")
    # In print, every slide fits its sheet and the live view is the final picture.
    scheme(driver, False, media="print")
    # Chapter 2 holds the course's live views with timelines (All Three, Side by Side).
    open_page(driver, site, "en/all.html#chapter=2")
    state = driver.execute_script("""
        var slides = Array.from(document.querySelectorAll('.chapter:not([hidden]) .slide'));
        return {over: slides.filter(s => s.scrollHeight > s.clientHeight + 1).map(s => s.closest('.page-deck').id),
                hidden: Array.from(document.querySelectorAll('.chapter:not([hidden]) .liveview > svg .mark text'))
                          .filter(t => getComputedStyle(t).visibility !== 'visible').length,
                marks: document.querySelectorAll('.chapter:not([hidden]) .liveview > svg .mark').length,
                stage: Array.from(document.querySelectorAll('.stage')).filter(s => s.offsetHeight > 0).length};""")
    check(not state["over"], f"printed slides overflow their sheet: {state['over']}")
    open_page(driver, site, "en/all.html#chapter=3&notes")
    over = driver.execute_script("return Array.from(document.querySelectorAll('.chapter:not([hidden]) .page-notes')).filter(s => s.scrollHeight > s.clientHeight + 1).map(s => s.closest('.page-deck').id)")
    check(not over, f"printed notes overflow their sheet: {over}")
    open_page(driver, site, "en/all.html#chapter=3")
    check(state["marks"] > 0 and state["hidden"] == 0 and state["stage"] == 0, f"print does not show the live views' final state: {state}")
    scheme(driver, False)


def test_predict(driver, site, arguments, smallest):
    """11. Prediction checkpoints: choices with a Check button, by keyboard; the answer stays
    concealed until checked; presenter mode asks the room, then shows the answer; axe-clean."""
    def type_key(driver, key):
        """A key to whatever has the focus, as a person types it (press() types to the page)."""
        ActionChains(driver).send_keys(key).perform()
        time.sleep(0.05)

    for lang in ("en", "ja"):
        asking = 0
        for name in pages(site, lang):
            with open(os.path.join(site, lang, name), encoding="utf-8") as f:
                asking += 'class="predict"' in f.read()
        check(asking >= 12, f"{lang}: {asking} pages ask for a prediction")
    viewport(driver, 1280, 720)
    open_page(driver, site, "en/01-04.html")
    hidden = driver.execute_script("return document.querySelector('.slide.answer').offsetHeight")
    check(hidden == 0, "reading mode shows the answer before the learner checks")
    # Check with nothing chosen asks for a choice.
    driver.execute_script("document.querySelector('form.predict button').focus()")
    type_key(driver, Keys.ENTER)
    feedback = driver.execute_script("return document.querySelector('form.predict .feedback').textContent")
    check("Choose one first" in feedback, f"Check with no choice says {feedback!r}")
    # By keyboard: Tab to the first choice, an arrow to the next, Tab to Check, Space.
    driver.execute_script("document.activeElement.blur(); window.scrollTo(0, 0)")
    for _ in range(80):
        type_key(driver, Keys.TAB)
        if driver.execute_script("var a = document.activeElement; return a && a.name === 'prediction'"):
            break
    check(driver.execute_script("return document.activeElement.name") == "prediction", "Tab never reaches the choices")
    before = driver.current_url
    type_key(driver, Keys.ARROW_DOWN)
    chosen = driver.execute_script("var c = document.querySelector('input[name=prediction]:checked'); return c && c.value")
    check(chosen == "2", f"an arrow key chose {chosen!r}, not the second choice")
    check(driver.current_url == before, "an arrow key in the choices moved the page on")
    # 3.1's key is its third choice (keys sit at different places from page to page).
    type_key(driver, Keys.ARROW_DOWN)
    chosen = driver.execute_script("var c = document.querySelector('input[name=prediction]:checked'); return c && c.value")
    check(chosen == "3", f"a second arrow key chose {chosen!r}, not the third choice")
    type_key(driver, Keys.TAB)
    check(driver.execute_script("return document.activeElement.textContent") == "Check", "Tab after the choices is not the Check button")
    type_key(driver, Keys.SPACE)
    state = driver.execute_script("""var f = document.querySelector('form.predict .feedback');
        return {text: f.textContent, cls: f.className, answer: document.querySelector('.slide.answer').offsetHeight};""")
    check("feedback right" == state["cls"] and state["text"].startswith("Right."), f"the right choice gets {state}")
    check(state["answer"] > 0, "the answer stays concealed after Check")
    # A wrong choice names its misconception.
    driver.execute_script("document.querySelector('input[name=prediction][value=\"1\"]').click()")
    driver.execute_script("document.querySelector('form.predict button').click()")
    text = driver.execute_script("return document.querySelector('form.predict .feedback').textContent")
    check(text.startswith("Not what the run shows.") and "didSet" in text, f"the wrong choice gets {text!r}")
    script = axe_script()
    for dark in (False, True):
        scheme(driver, dark)
        for violation in (axe(driver, script) if script else []):
            check(False, f"axe ({'dark' if dark else 'light'}) checked form: {violation['impact']} {violation['id']}: {violation['help']}")
    scheme(driver, False)
    # Presenter mode: the question is a step of its own, the answer the next.
    for lang in ("en", "ja"):
        open_page(driver, site, f"{lang}/06-03.html#present&step=0")
        for _ in range(30):
            if driver.execute_script("return !!document.querySelector('.slide.current form.predict')"):
                break
            type_key(driver, Keys.PAGE_DOWN)
        check(driver.execute_script("return !!document.querySelector('.slide.current form.predict')"), f"{lang}/06-03: presenter mode never asks")
        told = driver.execute_script("return document.querySelector('.slide.current').textContent.indexOf('sink has run 0 times') >= 0")
        check(not told, f"{lang}/06-03: the question's slide shows the answer")
        type_key(driver, Keys.PAGE_DOWN)
        answer = driver.execute_script("var s = document.querySelector('.slide.current'); return s.classList.contains('answer') && s.offsetHeight > 0")
        check(answer, f"{lang}/06-03: the step after the question is not the answer")
        for dark in (False, True):
            scheme(driver, dark)
            type_key(driver, Keys.PAGE_UP)
            for violation in (axe(driver, script) if script else []):
                check(False, f"axe ({'dark' if dark else 'light'}) {lang}/06-03 presenting the question: {violation['impact']} {violation['id']}: {violation['help']}")
            type_key(driver, Keys.PAGE_DOWN)
        scheme(driver, False)
        # A click on a choice while presenting does not take the keys: → still steps.
        type_key(driver, Keys.PAGE_UP)
        before = driver.execute_script("return document.body.dataset.step")
        driver.find_element(By.CSS_SELECTOR, ".slide.current form.predict input[name=prediction]").click()
        type_key(driver, Keys.ARROW_RIGHT)
        after = driver.execute_script("return document.body.dataset.step")
        check(int(after) == int(before) + 1, f"{lang}/06-03: after a click on a choice, → went from step {before} to {after}")


def test_speaker(driver, site, arguments, smallest):
    """12. The speaker view: s opens it in a second window with the page's notes from the
    presenter's guide, this step and the next, the clock and the pacing; each window follows
    the other, across pages; axe-clean in both themes."""
    viewport(driver, 1280, 720)
    open_page(driver, site, "en/01-04.html#present&step=0")
    main = driver.current_window_handle
    press(driver, "s")
    time.sleep(1.0)
    others = [h for h in driver.window_handles if h != main]
    if not check(len(others) == 1, f"s opened {len(others)} windows"):
        return
    driver.switch_to.window(others[0])
    time.sleep(0.8)
    state = driver.execute_script("""return {speaking: document.documentElement.classList.contains('speaking'),
        notes: document.querySelector('.notes-body').textContent, now: document.querySelector('.now .thumb .slide') !== null,
        next: document.querySelector('.next .thumb').textContent.length, pace: document.querySelector('.pace').textContent,
        elapsed: document.querySelector('.elapsed').textContent};""")
    check(state["speaking"] and "@Published subscriber receives 1" in state["notes"], f"the speaker view lacks the page's notes: {state['notes'][:80]!r}")
    check(state["now"] and state["next"] > 0, "the speaker view shows no current or next step")
    # The speaker window drives the room's window: b blanks it, and the next key only unblanks.
    press(driver, "b")
    time.sleep(0.6)
    driver.switch_to.window(main)
    check(driver.execute_script("return !document.querySelector('.blank').hidden"), "b in the speaker window did not blank the room's window")
    driver.switch_to.window(others[0])
    press(driver, Keys.ARROW_RIGHT)
    time.sleep(0.6)
    driver.switch_to.window(main)
    check(driver.execute_script("return document.querySelector('.blank').hidden && document.body.dataset.step === '0'"),
          "→ in the speaker window after b should only unblank the room's window")
    driver.switch_to.window(others[0])
    # The notes follow the step: the page's prose that leads to a step is that step's notes,
    # the question for the room brings what to listen for, the last step the way on.
    driver.switch_to.window(main)
    slides = driver.execute_script("return Array.from(document.querySelectorAll('.deck > .slide')).map(s => s.dataset.kind)")
    def notes_at(step):
        """The speaker view's notes once the main window is at `step`."""
        driver.switch_to.window(main)
        driver.execute_script(f"location.hash = '#present&step={step}'")
        time.sleep(0.8)
        driver.switch_to.window(others[0])
        return driver.execute_script("return document.querySelector('.notes-body').textContent")
    ask = slides.index("predict")
    at_code = notes_at(1)
    check("holds one number twice" in at_code and "@Published subscriber receives 1" not in at_code,
          f"step 2's notes are not the prose that leads to its code: {at_code[:100]!r}")
    at_ask = notes_at(ask)
    check("Listen for" in at_ask, f"the question's notes do not say what to listen for: {at_ask[:100]!r}")
    at_end = notes_at(len(slides) - 1)
    check("Then:" in at_end, f"the last step's notes do not give the way on: {at_end[-100:]!r}")
    # A step with no prose of its own (results) gets the prose that comes next on the page.
    results = slides.index("results")
    at_results = notes_at(results)
    check("Ahead on this page" in at_results and "compare the results beside the code" in at_results,
          f"the results step's notes do not look ahead to the prose that explains them: {at_results[:120]!r}")
    # The thumbnails show the slides as the room sees them: no prose.
    prose_shown = driver.execute_script("return Array.from(document.querySelectorAll('.speaker .thumb .prose > p')).filter(p => p.offsetHeight > 0 && !p.querySelector('img')).length")
    check(prose_shown == 0, f"the speaker view's thumbnails show {prose_shown} paragraphs of prose")
    notes_at(0)
    check(state["pace"] == "", f"pacing without a plan chosen: {state['pace']!r}")
    driver.execute_script("var s = document.querySelector('.speaker select'); s.value = '90min'; s.dispatchEvent(new Event('change'));")
    state["pace"] = driver.execute_script("return document.querySelector('.pace').textContent")
    span = next(f"{start}–{start + item['minutes']}" for start, item in plan_clock(site, 0) if item.get("page") == "01-04")
    check(state["pace"].startswith(f"1.4 willSet or didSet?: planned {span} min") and "min" in state["pace"], f"no pacing against the 90-minute plan: {state['pace']!r}")
    check(driver.execute_script("return localStorage.getItem('dvp-plan')") == "90min", "the chosen plan is not kept for the main window")
    check(re.match(r"^\d+:\d\d$", state["elapsed"]) is not None, f"no clock: {state['elapsed']!r}")
    driver.find_element(By.CSS_SELECTOR, ".speaker .restart").click()
    elapsed = driver.execute_script("return document.querySelector('.elapsed').textContent")
    check(elapsed in ("0:00", "0:01"), f"Restart did not set the clock to zero: {elapsed!r}")
    check(not driver.execute_script("return document.activeElement.classList.contains('restart')"),
          "Restart keeps the focus, so Space would restart the clock again instead of stepping")
    script = axe_script()
    for dark in (False, True):
        scheme(driver, dark)
        for violation in (axe(driver, script) if script else []):
            check(False, f"axe ({'dark' if dark else 'light'}) speaker view: {violation['impact']} {violation['id']}: {violation['help']}")
    scheme(driver, False)
    # The speaker window steps the main one...
    press(driver, Keys.ARROW_RIGHT)
    time.sleep(0.6)
    driver.switch_to.window(main)
    check(driver.execute_script("return document.body.dataset.step") == "1", "→ in the speaker view did not step the main window")
    # ...and follows it, also to the next page.
    press(driver, Keys.ARROW_RIGHT)
    time.sleep(0.8)
    driver.switch_to.window(others[0])
    check(driver.execute_script("return document.body.dataset.step") == "2", "the speaker view did not follow the main window's step")
    # A foreign message, in the deck's own words but not from its partner window, is ignored:
    # it neither moves the speaker view to another page nor steps the deck.
    # (Read 50 ms after: the partner's own state, every half second, would undo a change.)
    before = driver.current_url
    try:
        seen = driver.execute_async_script("""var done = arguments[arguments.length - 1];
            window.postMessage({ns: 'dvp-deck', type: 'state', page: document.body.dataset.page, step: 0}, '*');
            window.postMessage({type: 'state', page: '01-01.html', step: 0}, '*');
            setTimeout(function () { done(document.body.dataset.step); }, 50);""")
    except Exception:  # the window navigated away while the script waited
        seen = None
    time.sleep(0.6)
    check(seen == "2" and driver.current_url == before, f"a foreign message moved the speaker view: step {seen}, {driver.current_url}")
    driver.switch_to.window(main)
    driver.execute_script("window.postMessage({ns: 'dvp-deck', type: 'speaker-key', key: 'next'}, '*');"
                          "window.postMessage({type: 'speaker-key', key: 'next'}, '*');")
    time.sleep(0.6)
    check(driver.execute_script("return document.body.dataset.step") == "2", "a foreign message stepped the deck")
    last = driver.execute_script("return document.querySelectorAll('.deck > .slide').length + 40")
    for _ in range(last):
        if "01-05" in driver.current_url:
            break
        press(driver, Keys.PAGE_DOWN)
    time.sleep(1.5)
    driver.switch_to.window(others[0])
    time.sleep(1.0)
    check("01-05.html#speaker" in driver.current_url, f"the speaker view did not follow to the next page: {driver.current_url}")
    driver.close()
    driver.switch_to.window(main)
    # The plan chosen in the speaker view leads → at a page's end: 1.2 → 1.3 in the 90-minute plan.
    open_page(driver, site, "en/01-02.html#present&step=0")
    driver.execute_script("localStorage.setItem('dvp-plan', '90min')")
    open_page(driver, site, "en/01-02.html#present&step=last")
    press(driver, Keys.ARROW_RIGHT)
    time.sleep(0.6)
    check("/en/01-03.html" in driver.current_url, f"→ at the end of 1.2 in the 90-minute plan went to {driver.current_url}")
    press(driver, Keys.ARROW_LEFT)
    time.sleep(0.6)
    check("/en/01-02.html" in driver.current_url, f"← at the start of 2.1 in the 90-minute plan went to {driver.current_url}")
    # The 90-minute plan goes through the workshop's own decks: the welcome leads to 1.1, 2.1's
    # end to the break, the break to 2.2, and 3.5's end to the wrap-up.
    for start, expected in [("en/workshop.html#present&step=last", "/en/01-01.html"), ("en/02-01.html#present&step=last", "/en/break-1.html"),
                            ("en/break-1.html#present&step=last", "/en/02-02.html"), ("en/03-05.html#present&step=last", "/en/wrap-up.html")]:
        open_page(driver, site, start)
        press(driver, Keys.ARROW_RIGHT)
        time.sleep(0.6)
        check(expected in driver.current_url, f"→ at the end of {start} in the 90-minute plan went to {driver.current_url}, not {expected}")
    # The break's slide says when the room is back: the plan's minutes for it, from now.
    open_page(driver, site, "en/break-1.html#present&step=0")
    back = driver.execute_script("return document.querySelector('.back-at').textContent")
    minutes = next(item["break"] for item in plans(site)[0]["items"] if "break" in item)
    check(re.fullmatch(rf"Back at \d\d:\d\d, in {minutes} minutes\.", back) is not None, f"the break's slide says {back!r}")
    # The speaker view gives the point of the book's previous page only where the plan skips it
    # and the page builds on it (recaps it): 3.2 (3.1 skipped), not 3.5 (3.4 skipped, but 3.5
    # stands alone) nor 2.2 (after the break, but 2.1 is in the plan).
    for page, skips in (("03-02", True), ("03-05", False), ("02-02", False)):
        open_page(driver, site, f"en/{page}.html#speaker&step=0&start=0&plan=90min")
        time.sleep(0.6)
        first = driver.execute_script("return document.querySelector('.notes-body').textContent")
        check(("Your plan skipped the page before" in first) == skips, f"{page}'s first notes {'lack' if skips else 'give'} the skipped page's point: {first[:160]!r}")
    # A page's recap of the book's previous page ("Last page: …") stays out of the notes where
    # the plan skipped that page (3.2 after 2.4), and in them in the book's order.
    for plan, recalls in (("90min", False), ("", True)):
        driver.execute_script("localStorage.setItem('dvp-plan', arguments[0])", plan)
        open_page(driver, site, f"en/03-02.html#speaker&step=1&start=0&plan={plan}")
        time.sleep(0.6)
        text = driver.execute_script("return document.querySelector('.notes-body').textContent")
        check(("Last page:" in text) == recalls, f"3.2's notes with plan {plan!r} {'lack' if recalls else 'recall'} the previous page: {text[:120]!r}")
    driver.execute_script("localStorage.setItem('dvp-plan', '90min')")
    # On a timeline step, the Next preview shows the next notification.
    open_page(driver, site, "en/01-05.html#speaker&step=8&start=0&plan=90min")
    time.sleep(0.6)
    marks = driver.execute_script("return ['.now', '.next'].map(p => document.querySelectorAll('.speaker ' + p + ' .thumb .stage .mark.shown').length)")
    check(marks[1] == marks[0] + 1, f"on 1.5's timeline the Next preview does not show the next notification: {marks}")
    # At an exercise's assessment the speaker view lists what each press of h will show the room.
    open_page(driver, site, "en/02-04.html#present&step=0")
    at = driver.execute_script("return Array.from(document.querySelectorAll('.deck > .slide')).findIndex(s => s.dataset.kind.split(' ').includes('assessment'))")
    open_page(driver, site, f"en/02-04.html#speaker&step={at}&start=0&plan=90min")
    time.sleep(0.6)
    listed = driver.execute_script("return Array.from(document.querySelectorAll('.notes-body .hints-ahead li')).map(li => li.textContent)")
    check(len(listed) >= 2 and listed[-1].startswith("Solution:"), f"2.4's assessment step does not list its hints and solution: {listed}")
    # At a page's end the speaker view names the plan's next page when the book goes elsewhere.
    open_page(driver, site, "en/02-04.html#speaker&step=last&start=0&plan=90min")
    time.sleep(0.6)
    ending = driver.execute_script("return document.querySelector('.notes-body').textContent")
    check("Next in your plan" in ending and "3.2 " in ending, f"the speaker view at 2.4's end does not name the plan's next page, 3.2: {ending[-160:]!r}")
    # The speaker view at 1100x760 (the size s opens it at) fits every step of the 90-minute
    # plan without scrolling, in both languages.
    viewport(driver, 1100, 760)
    ninety = [item["page"] for item in plans(site)[0]["items"] if "page" in item]
    scrolling, measured = [], 0
    for language in ("en", "ja"):
        for page in ninety:
            for number in range(60):
                open_page(driver, site, f"{language}/{page}.html#speaker&step={number}&start=0&plan=90min")
                time.sleep(0.1)
                fit = driver.execute_script("return [document.documentElement.scrollHeight, innerHeight, document.body.dataset.step]")
                if str(fit[2]) != str(number):
                    break
                measured += 1
                if fit[0] > fit[1] + 1:
                    scrolling.append(f"{language}/{page} step {number}")
    check(measured > 120 and not scrolling, f"the speaker view scrolls at {len(scrolling)} of {measured} steps: {scrolling[:5]}")
    print(f"speaker view at 1100x760: {measured} steps of the 90-minute plan, none scrolls")
    viewport(driver, 1280, 720)
    # An exercise's notes: the room's task and its minutes in the plan at the start, the
    # solution (in the speaker window only) at the end.
    driver.execute_script("localStorage.setItem('dvp-plan', '90min')")
    open_page(driver, site, "en/02-04.html#speaker&step=0&start=0&plan=90min")
    time.sleep(0.6)
    opening = driver.execute_script("return document.querySelector('.notes-body').textContent")
    minutes = next(item["minutes"] for _, item in plan_clock(site, 0) if item.get("page") == "02-04")
    check("The room's task:" in opening and f"{minutes} min in your plan" in opening, f"the speaker view at 2.4's start lacks the room's task and time: {opening[-160:]!r}")
    open_page(driver, site, "en/02-04.html#speaker&step=last&start=0&plan=90min")
    time.sleep(0.6)
    closing = driver.execute_script("return document.querySelector('.notes-body').textContent")
    check("Solution, for your eyes only:" in closing and "label.pay = coupon.apply" in closing, f"the speaker view at 2.4's end lacks the solution: {closing[-160:]!r}")
    driver.execute_script("localStorage.setItem('dvp-plan', 'halfday')")
    open_page(driver, site, "en/01-02.html#present&step=last")
    press(driver, Keys.ARROW_RIGHT)
    time.sleep(0.6)
    check("/en/01-03.html" in driver.current_url, f"→ at the end of 1.2 in the half-day plan went to {driver.current_url}")
    driver.execute_script("localStorage.removeItem('dvp-plan')")
    # The plan chosen on the index leads the deck too, and the index links the guide.
    open_page(driver, site, "ja/index.html")
    Select(driver.find_element(By.ID, "plan")).select_by_value("90min")
    start = driver.find_element(By.CSS_SELECTOR, ".start-plan").get_attribute("href")
    kept = driver.execute_script("return localStorage.getItem('dvp-plan')")
    # The plan starts at its welcome.
    check(kept == "90min" and start.endswith("/ja/workshop.html#present&step=0"),
          f"choosing the 90-minute plan on the index kept {kept!r}, starts at {start}")
    check(driver.find_elements(By.CSS_SELECTOR, 'a[href="guide.html"]') != [], "the index does not link the presenter's guide")
    open_page(driver, site, "ja/01-02.html#present&step=last")
    press(driver, Keys.ARROW_RIGHT)
    time.sleep(0.6)
    check("/ja/01-03.html" in driver.current_url, f"with the plan chosen on the index, → at the end of 1.2 went to {driver.current_url}")
    open_page(driver, site, "ja/guide.html")
    plan_rows = sum(len(plan["items"]) for plan in plans(site))
    check(driver.execute_script("return document.querySelectorAll('table.plan tbody tr').length") >= plan_rows
          and driver.execute_script("return document.getElementById('01-04') !== null"),
          "the guide page lacks its plans or its page sections")
    driver.execute_script("localStorage.removeItem('dvp-plan')")
    # A swipe steps, as on a touch screen.
    open_page(driver, site, "en/01-04.html#present&step=0")
    swipe = """var x0 = arguments[0], x1 = arguments[1];
        function touch(type, x) { var t = new Touch({identifier: 1, target: document.body, clientX: x, clientY: 300});
          document.body.dispatchEvent(new TouchEvent(type, {touches: type === 'touchend' ? [] : [t], changedTouches: [t], bubbles: true})); }
        touch('touchstart', x0); touch('touchend', x1); return document.body.dataset.step;"""
    check(driver.execute_script(swipe, 900, 300) == "1", "a swipe to the left did not step forward")
    check(driver.execute_script(swipe, 300, 900) == "0", "a swipe to the right did not step back")
    check(driver.execute_script(swipe, 600, 620) == "0", "a small move stepped")
    # ? shows the keys; b blanks the screen; o shows every page and jumps.
    open_page(driver, site, "ja/01-04.html#present&step=0")
    press(driver, "?")
    check(driver.execute_script("return !document.querySelector('.help').hidden"), "? does not show the keys")
    script = axe_script()
    for violation in (axe(driver, script) if script else []):
        check(False, f"axe help overlay: {violation['impact']} {violation['id']}: {violation['help']}")
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    check(driver.execute_script("return document.querySelector('.help').hidden"), "Esc does not close the keys")
    press(driver, "b")
    check(driver.execute_script("return !document.querySelector('.blank').hidden"), "b does not blank the screen")
    press(driver, Keys.ARROW_RIGHT)
    check(driver.execute_script("return document.querySelector('.blank').hidden && document.body.dataset.step === '0'"), "a key after b should only unblank")
    press(driver, "o")
    listed = driver.execute_script("return document.querySelectorAll('.overview a').length")
    check(listed == len(pages(site, "ja")) + len(workshop_decks(site, "ja")), f"the overview lists {listed} pages")
    check(driver.execute_script("return document.activeElement.getAttribute('aria-current') === 'page'"), "the overview does not start at this page")
    for violation in (axe(driver, script) if script else []):
        check(False, f"axe overview: {violation['impact']} {violation['id']}: {violation['help']}")
    ActionChains(driver).send_keys(Keys.ARROW_DOWN).perform()
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    time.sleep(0.6)
    check("/ja/01-05.html" in driver.current_url, f"Enter on the next page in the overview went to {driver.current_url}")


def test_full_screen(driver, site, arguments, smallest):
    """13. Full screen lasts the whole workshop: f puts the window in full screen with the deck
    in a frame that fills it; → past a page's last step goes on to the next page inside the
    frame, and the window stays full screen; f pressed in the frame leaves full screen."""
    viewport(driver, 1280, 720)
    open_page(driver, site, "en/01-01.html#present&step=0")
    press(driver, "f")
    time.sleep(0.8)
    state = driver.execute_script("return {full: document.fullscreenElement === document.documentElement, "
                                  "frames: document.querySelectorAll('iframe.deck-frame').length}")
    if not check(state["full"] and state["frames"] == 1, f"f should put the window in full screen with the deck in a frame: {state}"):
        return
    driver.switch_to.frame(driver.find_element(By.CSS_SELECTOR, "iframe.deck-frame"))
    check(driver.execute_script("return document.documentElement.classList.contains('presenting') && document.body.dataset.page === '01-01.html'"),
          "the frame does not present the page f was pressed on")
    for _ in range(80):
        if driver.execute_script("return document.body.dataset.page") != "01-01.html":
            break
        ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
        time.sleep(0.08)
    time.sleep(0.6)
    page = driver.execute_script("return document.body.dataset.page + ' ' + document.documentElement.classList.contains('presenting')")
    check(page == "01-02.html true", f"→ past the last step should present the next page in the frame, got {page!r}")
    driver.switch_to.default_content()
    check(driver.execute_script("return document.fullscreenElement === document.documentElement"), "full screen ended at the page change")
    driver.switch_to.frame(driver.find_element(By.CSS_SELECTOR, "iframe.deck-frame"))
    ActionChains(driver).send_keys("f").perform()
    time.sleep(0.6)
    driver.switch_to.default_content()
    check(driver.execute_script("return document.fullscreenElement === null"), "f in the frame did not leave full screen")
    # The window around the deck relays only its partners: a key sent by another frame, in
    # the deck's namespace, does not reach the deck.
    driver.switch_to.frame(driver.find_element(By.CSS_SELECTOR, "iframe.deck-frame"))
    before = driver.execute_script("return document.body.dataset.page + '#' + location.hash")
    driver.switch_to.default_content()
    driver.execute_script("""var other = document.createElement('iframe');
        other.srcdoc = '<script>parent.postMessage({ns: "dvp-deck", type: "speaker-key", key: "ArrowRight"}, "*");<' + '/script>';
        document.body.appendChild(other);""")
    time.sleep(0.6)
    driver.switch_to.frame(driver.find_element(By.CSS_SELECTOR, "iframe.deck-frame"))
    after = driver.execute_script("return document.body.dataset.page + '#' + location.hash")
    check(after == before, f"a key from another frame moved the deck: {before} -> {after}")
    driver.switch_to.default_content()
    check(not console_errors(driver), f"console errors: {console_errors(driver)}")
    # A speaker view opened before f keeps driving the deck in the frame, and follows it to
    # the next page.
    open_page(driver, site, "en/01-01.html#present&step=0")
    main = driver.current_window_handle
    press(driver, "s")
    time.sleep(1.0)
    speakers = [h for h in driver.window_handles if h != main]
    if not check(len(speakers) == 1, f"s opened {len(speakers)} windows"):
        return
    driver.switch_to.window(main)
    press(driver, "f")
    time.sleep(1.0)
    driver.switch_to.window(speakers[0])
    for _ in range(80):
        if "01-02.html" in driver.current_url:
            break
        # The speaker view reloads when the deck it follows changes page; a key sent while
        # its body is not yet interactable is sent again on the next turn.
        try:
            ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
        except WebDriverException:
            pass
        time.sleep(0.1)
    time.sleep(1.0)
    check("01-02.html" in driver.current_url, f"the speaker view did not follow the framed deck: {driver.current_url}")
    driver.close()
    driver.switch_to.window(main)
    check(driver.execute_script("return document.fullscreenElement === document.documentElement"), "full screen ended while the speaker view drove the deck")
    driver.switch_to.frame(driver.find_element(By.CSS_SELECTOR, "iframe.deck-frame"))
    check(driver.execute_script("return document.body.dataset.page") == "01-02.html", "the speaker view's keys did not move the framed deck")
    driver.switch_to.default_content()


PARTS = [("load", "every page loads", test_load), ("keys", "keys, fragments, stale marks, language, hints", test_keys),
         ("room", "presenter mode at 1280x720 and 1920x1080", test_room), ("screenshots", "screenshots", test_screenshots),
         ("prose", "prose against cmark", test_prose), ("axe", "axe-core", test_axe), ("print", "print", test_print),
         ("predict", "prediction checkpoints", test_predict), ("speaker", "speaker view", test_speaker),
         ("fullscreen", "full screen across pages", test_full_screen)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--site", default=os.path.join(ROOT, "docs", "site"))
    parser.add_argument("--screenshots", default=os.path.join(ROOT, ".build-site-test", "screenshots"))
    parser.add_argument("--only", default="", help="run only these parts (comma-separated): " + ",".join(p[0] for p in PARTS))
    parser.add_argument("--markdown-site", default="", help="a site built with `book-site --with-markdown` (built when not given)")
    arguments = parser.parse_args()
    only = set(filter(None, arguments.only.split(",")))
    site = arguments.site
    os.makedirs(arguments.screenshots, exist_ok=True)
    started = time.time()
    driver = browser()
    smallest = {}
    try:
        for key, name, test in PARTS:
            if only and key not in only:
                continue
            viewport(driver, 1600, 900)
            scheme(driver, False)
            with timed(name):
                test(driver, site, arguments, smallest)
        # 10. Small enough to send around.
        size = sum(os.path.getsize(os.path.join(folder, name)) for folder, _, names in os.walk(site) for name in names)
        check(size < 3_250_000, f"the site is {size} bytes")
        print(f"site: {size / 1e6:.2f} MB")
    finally:
        driver.quit()
    for name, seconds in timings:
        print(f"{name}: {seconds:.1f} s")
    print(f"browser test: {time.time() - started:.1f} s")
    if failures:
        print(f"{len(failures)} check(s) failed")
        return 1
    print("all browser checks pass")
    return 0


if __name__ == "__main__":
    sys.exit(main())
