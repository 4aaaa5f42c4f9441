"""The explorer's --html pages as a person sees them: opened from disk in headless Chromium, driven
by Selenium (slidingkit/tools/browser.py), the very pages `make screenshots` shoots for the docs
(slidingkit/tools/screenshots.py, whose tests these are too).

What it proves, on each page (a grid solve, a graph solve, a compare, an experiment):
- it loads with no console error, and its screenshot is a picture, not a blank;
- solve: playing the path ends on the goal board, cell by cell as the page shows it, after
  exactly the moves the run reports, and on no board before; the arrow keys step through the
  same boards and stepping back returns to the start; the slider's last position is the goal;
- compare: clicking a column's header orders the rows by it, again reverses them; the runs whose
  answer is not proved shortest are marked in the table and in the bars;
- experiment: each point of the cost chart, under the pointer, shows the mean the run recorded.
Skipped, with a line naming the package, where Selenium or Chromium is missing; CI installs both.
"""

import io
import json
import re

import pytest

from slidingkit.tools import browser, screenshots

LACKING = browser.missing()
pytestmark = pytest.mark.skipif(LACKING is not None, reason=LACKING or "")

if LACKING is None:
    from PIL import Image
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import WebDriverWait


@pytest.fixture(scope="module")
def pages(tmp_path_factory):
    return screenshots.make_pages(tmp_path_factory.mktemp("pages"))


@pytest.fixture(scope="module")
def driver():
    with browser.browser() as opened:
        yield opened


def open_page(driver, path):
    driver.get(browser.page_url(path))
    browser.wait_ready(driver)
    return json.loads(driver.find_element(By.ID, "run").get_attribute("textContent"))


# The tiles the "now" board shows, cell by cell (0 for an empty cell), read in one round trip:
# a grid's cell shows its tile; a graph's cell holds its tile's text, then the cell's number.
BOARD_NOW = """
return Array.from(document.querySelectorAll('[data-board="now"] [data-cell]')).map(cell => [
  Number(cell.getAttribute("data-cell")),
  (cell.tagName.toLowerCase() === "g" ? cell.querySelector("text") : cell).textContent.trim(),
]);
"""


def board_now(driver):
    """The tiles of the page's "now" board, cell by cell as the page shows them (0: empty)."""
    shown = dict(driver.execute_script(BOARD_NOW))
    return [int(shown[cell]) if shown[cell] else 0 for cell in range(len(shown))]


def position(driver):
    return driver.find_element(By.ID, "position").text


@pytest.mark.parametrize("name", list(screenshots.PAGES))
def test_page__loads_without_a_console_error_and_its_screenshot_is_not_blank(pages, driver, name):
    browser.console_errors(driver)  # clears what earlier pages left
    open_page(driver, pages[name])
    assert browser.console_errors(driver) == []
    picture = Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("RGB")
    colours = picture.getcolors(maxcolors=1 << 20)
    assert picture.size[0] >= 800 and colours is not None and len(colours) > 20
    white = max(count for count, colour in colours if colour == (255, 255, 255))
    assert white < 0.97 * picture.size[0] * picture.size[1]


@pytest.mark.parametrize("name", ["solve", "graph"])
def test_solve_page__playing_ends_on_the_goal_after_exactly_the_reported_moves(pages, driver, name):
    run = open_page(driver, pages[name])
    moves = run["moves"]
    assert moves > 0 and board_now(driver) == run["start"]
    assert driver.find_element(By.CSS_SELECTOR, '[data-fact="moves"]').text == str(moves)
    driver.find_element(By.CSS_SELECTOR, '#speed option[value="20"]').click()
    driver.find_element(By.ID, "play").click()
    WebDriverWait(driver, 60).until(
        lambda current: current.find_element(By.ID, "page").get_attribute("data-playing") == "no"
    )
    assert position(driver) == "move %d of %d" % (moves, moves)
    assert board_now(driver) == run["goal"]


@pytest.mark.parametrize("name", ["solve", "graph"])
def test_solve_page__arrow_keys_step_through_the_path_and_back_to_the_start(pages, driver, name):
    run = open_page(driver, pages[name])
    moves = run["moves"]
    body = driver.find_element(By.TAG_NAME, "body")
    seen = [board_now(driver)]
    for _ in range(moves):
        body.send_keys(Keys.ARROW_RIGHT)
        seen.append(board_now(driver))
    assert seen[-1] == run["goal"] and run["goal"] not in seen[:-1]
    assert seen == [step["board"] for step in run["steps"]]
    body.send_keys(Keys.ARROW_RIGHT)  # past the goal: stays there
    assert board_now(driver) == run["goal"]
    for _ in range(moves):
        driver.find_element(By.ID, "back").click()
    assert board_now(driver) == run["start"] and position(driver) == "move 0 of %d" % moves
    info = driver.find_element(By.ID, "step-info").text
    assert info.startswith("the start, g = 0, h = %s" % run["steps"][0]["h"])
    driver.find_element(By.ID, "slider").send_keys(Keys.END)
    assert board_now(driver) == run["goal"]


def numbers_in(driver, column):
    cells = driver.find_elements(By.CSS_SELECTOR, '#runs tbody td[data-column="%d"]' % column)
    return [int(re.sub(r"\D", "", cell.text)) for cell in cells]


def test_compare_page__a_header_sorts_the_rows_and_again_reverses_them(pages, driver):
    run = open_page(driver, pages["compare"])
    expanded = [row["expanded"] for row in run["rows"]]
    assert numbers_in(driver, 5) == expanded and expanded != sorted(expanded)
    header = driver.find_element(By.CSS_SELECTOR, '#runs th[data-column="5"] button')
    header.click()
    assert numbers_in(driver, 5) == sorted(expanded)
    header.click()
    assert numbers_in(driver, 5) == sorted(expanded, reverse=True)
    driver.find_element(By.CSS_SELECTOR, '#runs th[data-column="0"] button').click()
    names = [
        cell.text
        for cell in driver.find_elements(By.CSS_SELECTOR, '#runs tbody td[data-column="0"]')
    ]
    assert names == sorted(names)
    not_optimal = [row for row in run["rows"] if not row["optimal"]]
    assert not_optimal, "the compare page's runs hold none that is not proved shortest"
    assert len(driver.find_elements(By.CSS_SELECTOR, "#runs tr.not-optimal")) == len(not_optimal)
    marked = driver.find_elements(By.CSS_SELECTOR, ".bar-chart .bar.not-optimal")
    assert len(marked) == 4 * len(not_optimal)  # in each of the four charts


def test_experiment_page__each_point_shows_its_mean_under_the_pointer(pages, driver):
    run = open_page(driver, pages["experiment"])
    points = driver.find_elements(By.CSS_SELECTOR, '.line-chart[data-field="generated"] .point')
    expected = [
        (series["pair"], point["depth"], point["generated"])
        for series in run["series"]
        for point in series["points"]
    ]
    assert len(points) == len(expected) > 0
    means = {(pair, depth): mean for pair, depth, mean in expected}
    tooltip = driver.find_element(By.ID, "tooltip")
    seen = set()
    for point in points:
        ActionChains(driver).move_to_element(point).perform()
        WebDriverWait(driver, 10).until(lambda _: tooltip.is_displayed())
        # Where two points overlap, the one drawn last is under the pointer and explains itself.
        found = re.match(r"(.+), d = (\d+): mean nodes generated ([\d,.]+) \(", tooltip.text)
        assert found, tooltip.text
        pair, depth = found.group(1), int(found.group(2))
        number = float(found.group(3).replace(",", ""))
        rounding = 0.5 if means[pair, depth] >= 100 else 0.05  # shown whole from 100, else to 0.1
        assert abs(number - means[pair, depth]) <= rounding + 1e-9
        seen.add((pair, depth))
    assert {pair for pair, _ in seen} == {pair for pair, _ in means}
    assert "IDA*" not in run["chart_title"]  # the chart names only what it draws
