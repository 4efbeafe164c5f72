#!/usr/bin/env python3
"""The web edition in a real browser: headless Chromium (Debian's chromium and chromium-driver)
driven through Selenium, against the generated files in docs/site.

Checks: every page loads with no console error and no missing resource; the right-arrow key
reveals the timeline one notification at a time (revealed marks == step) and then moves to the
next page; the URL fragment restores page and step; stale marks are highlighted; the Japanese
switch leads to the Japanese page; hints appear one key press at a time. Saves a screenshot of
one page per chapter in presenter mode and checks it is not blank.

Run: python3 Tests/Browser/site_test.py [--site docs/site] [--screenshots DIR]
"""
import argparse
import os
import statistics
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "Tools"))
import importlib.util  # noqa: E402

spec = importlib.util.spec_from_file_location("measure_text", os.path.join(ROOT, "Tools", "measure-text.py"))
measure_text = importlib.util.module_from_spec(spec)
spec.loader.exec_module(measure_text)

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL: " + message)
    return condition


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1600,900",
                     "--allow-file-access-from-files", "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def url(site, path):
    return "file://" + os.path.join(os.path.abspath(site), path)


def console_errors(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def shown_marks(driver):
    return driver.execute_script("return document.querySelectorAll('.liveview .mark.shown').length")


def total_marks(driver):
    return driver.execute_script("return document.querySelectorAll('.liveview .mark').length")


def press(driver, key):
    driver.find_element(By.TAG_NAME, "body").send_keys(key)
    time.sleep(0.05)


def pages(site, language):
    return sorted(name for name in os.listdir(os.path.join(site, language)) if name[0].isdigit() and name.endswith(".html"))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--site", default=os.path.join(ROOT, "docs", "site"))
    parser.add_argument("--screenshots", default=os.path.join(ROOT, ".build-site-test", "screenshots"))
    arguments = parser.parse_args()
    site = arguments.site
    os.makedirs(arguments.screenshots, exist_ok=True)
    driver = browser()
    try:
        # 1. Every page of both languages, the indexes and glossaries: no console error, no
        #    missing image, stylesheet and script in place.
        everything = ["index.html"] + [f"{lang}/{name}" for lang in ("en", "ja")
                                       for name in ["index.html", "glossary.html"] + pages(site, lang)]
        for path in everything:
            driver.get(url(site, path))
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

        # 2. Stepping: → reveals one mark at a time, then goes to the next page.
        driver.get(url(site, "en/04-03.html"))
        marks = total_marks(driver)
        check(marks >= 6, f"04-03 has {marks} marks")
        for step in range(1, marks + 1):
            press(driver, Keys.ARROW_RIGHT)
            check(shown_marks(driver) == step, f"after {step} presses, {shown_marks(driver)} marks shown")
            check(driver.current_url.endswith(f"#step={step}"), f"the fragment does not say step {step}: {driver.current_url}")
        press(driver, Keys.ARROW_RIGHT)
        time.sleep(0.3)
        check("/en/04-04.html" in driver.current_url, f"→ after the last mark did not go to the next page: {driver.current_url}")
        press(driver, Keys.ARROW_LEFT)
        time.sleep(0.3)
        check("/en/04-03.html" in driver.current_url and shown_marks(driver) == marks, "← on a fresh page went back to the previous page's last step")
        # Space and PageDown step too; PageUp steps back.
        driver.get(url(site, "en/03-02.html#step=0"))
        press(driver, Keys.SPACE)
        press(driver, Keys.PAGE_DOWN)
        check(shown_marks(driver) == 2, "Space and PageDown each reveal one mark")
        press(driver, Keys.PAGE_UP)
        check(shown_marks(driver) == 1, "PageUp hides one mark")

        # 3. The fragment restores page and step, also after a reload.
        driver.get(url(site, "en/04-03.html#step=4"))
        check(shown_marks(driver) == 4, f"#step=4 shows {shown_marks(driver)} marks")
        driver.refresh()
        check(shown_marks(driver) == 4, "a reload keeps the step")

        # 4. Stale marks carry their highlighting: red, and a glow once shown.
        driver.get(url(site, "en/04-03.html#step=9"))
        stale = driver.execute_script("""
            return Array.from(document.querySelectorAll('.liveview .mark.stale.shown')).map(m => {
              const c = m.querySelector('circle'); return [c.getAttribute('fill'), getComputedStyle(c).filter];
            });""")
        check(len(stale) == 3, f"04-03 shows {len(stale)} stale marks, expected 3")
        check(all(fill == "#d70015" and "drop-shadow" in glow for fill, glow in stale), f"stale marks not highlighted: {stale}")
        fresh = driver.execute_script("return Array.from(document.querySelectorAll('.liveview .mark.shown:not(.stale) circle')).map(c => c.getAttribute('fill'))")
        check(fresh and all(fill == "#248a3d" for fill in fresh), "fresh marks are green")

        # 5. The language switch leads to the same page in Japanese.
        driver.get(url(site, "en/03-01.html"))
        driver.find_element(By.CSS_SELECTOR, "a.language").click()
        time.sleep(0.2)
        check("/ja/03-01.html" in driver.current_url, f"the switch went to {driver.current_url}")
        check(driver.execute_script("return document.documentElement.lang") == "ja", "the Japanese page says lang=ja")
        check("willSet か didSet か" in driver.find_element(By.TAG_NAME, "h1").text, "the Japanese page shows the Japanese title")

        # 6. Hints one at a time, then the solution.
        driver.get(url(site, "en/01-05.html"))
        hidden = lambda: driver.execute_script("return document.querySelectorAll('.assessment .hints li[hidden], .assessment .solution[hidden]').length")
        before = hidden()
        check(before == 4, f"01-05 hides 3 hints and the solution, not {before}")
        press(driver, "h")
        check(hidden() == before - 1, "h reveals one hint")
        for _ in range(5):
            press(driver, "h")
        check(hidden() == 0, "after the hints, the solution shows")

        # 7. One screenshot per chapter in presenter mode, not blank.
        for chapter in range(1, 7):
            name = next(p for p in pages(site, "en") if p.startswith(f"{chapter:02d}-"))
            live = [p for p in pages(site, "en") if p.startswith(f"{chapter:02d}-")]
            for candidate in live:
                driver.get(url(site, f"en/{candidate}"))
                if total_marks(driver) or driver.find_elements(By.CSS_SELECTOR, ".liveview"):
                    name = candidate
                    break
            driver.get(url(site, f"en/{name}#step=last"))
            time.sleep(0.2)
            path = os.path.join(arguments.screenshots, f"chapter{chapter}-{name.replace('.html', '')}.png")
            driver.save_screenshot(path)
            rows = measure_text.rows(path)
            values = [sum(pixel[:3]) for row in rows[::8] for pixel in row[::8]]
            spread = statistics.pstdev(values)
            check(spread > 20, f"{path} looks blank (pixel spread {spread:.1f})")
            print(f"screenshot {path} (pixel spread {spread:.1f})")
    finally:
        driver.quit()
    if failures:
        print(f"{len(failures)} check(s) failed")
        return 1
    print("all browser checks pass")
    return 0


if __name__ == "__main__":
    sys.exit(main())
