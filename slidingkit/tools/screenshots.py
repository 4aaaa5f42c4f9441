"""`make screenshots`: the pictures of the explorer's pages in docs/explorer.md, taken in the
browser the tests open them in (slidingkit/tools/browser.py).

make_pages writes one page of each kind with the explorer's own command line (the instances of
docs/explorer.md's examples); the browser tests (tests/explorer/test_browser.py) check those
very pages, and shoot() opens each, puts it in the state its picture shows (the path played
halfway, the table sorted by nodes expanded, a point of the chart under the pointer) and saves
the whole page as a PNG.

    python3 -m slidingkit.tools.screenshots [FOLDER]     (default docs/images)

Cost: a few seconds; the experiment's page runs 4 depths x 3 searches on 20 boards.
"""

import argparse
import contextlib
import io
import sys
import tempfile
from pathlib import Path
from typing import Any, Dict, List

from slidingkit.explorer.cli import main as explorer
from slidingkit.tools import browser
from slidingkit.tools.common import ROOT

# name: the explorer's arguments that write the page (--html is added), as docs/explorer.md shows
PAGES = {
    "solve": ["solve", "541203786", "123804765", "-a", "idastar", "-H", "manhattan",
              "--prune", "undo"],
    "graph": ["solve", "--graph", "diamond", "3 1 2 0 4 5 6 7 8 9 10 11 0", "-a", "astar"],
    "compare": ["compare", "-q", "541203786", "123804765", "-a", "bfs,dfs,astar,idastar",
                "-H", "hamming,manhattan,string"],
    "experiment": ["experiment", "-q", "--depths", "4,8,12,16", "--instances", "20", "--seed", "1",
                   "--max-nodes", "20000"],
}  # fmt: skip
FOLDER = ROOT / "docs" / "images"
TALLEST = 2400  # pixels: a page taller than this is shot down to here


def make_pages(folder: Path) -> Dict[str, Path]:
    """Each of PAGES written into folder by the explorer (its text output dropped): name -> path.
    RuntimeError if the explorer does not end solved."""
    written = {}
    for name, arguments in PAGES.items():
        path = folder / ("explorer-%s.html" % name)
        with contextlib.redirect_stdout(io.StringIO()):
            status = explorer(arguments + ["--html", str(path)])
        if status != 0:
            raise RuntimeError("explorer %s ended with status %d" % (" ".join(arguments), status))
        written[name] = path
    return written


def stage(driver: Any, name: str) -> None:
    """Put the page of PAGES[name], loaded, in the state its picture shows."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    if name in ("solve", "graph"):
        last = int(driver.find_element(By.ID, "slider").get_attribute("max"))
        for _ in range((last + 1) // 2):
            driver.find_element(By.ID, "step").click()
    elif name == "compare":
        driver.find_element(By.CSS_SELECTOR, '#runs th[data-column="5"] button').click()
    elif name == "experiment":
        points = driver.find_elements(By.CSS_SELECTOR, '.line-chart[data-field="generated"] .point')
        ActionChains(driver).move_to_element(points[len(points) // 2]).perform()


def shoot(driver: Any, path: Path, target: Path, name: str) -> None:
    """Open the page at path, stage it and save the whole page (up to TALLEST) as target."""
    driver.set_window_size(*browser.WINDOW)
    driver.get(browser.page_url(path))
    browser.wait_ready(driver)
    stage(driver, name)
    height, inner = driver.execute_script(
        "return [document.documentElement.scrollHeight, window.innerHeight]"
    )
    chrome = browser.WINDOW[1] - inner  # the window's height beyond the page's
    driver.set_window_size(browser.WINDOW[0], min(max(height, inner), TALLEST) + chrome)
    if name == "experiment":
        stage(driver, name)  # the pointer again: resizing moves the chart under it
    driver.save_screenshot(str(target))


def main(argv: List[str] = sys.argv[1:]) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m slidingkit.tools.screenshots")
    parser.add_argument("folder", nargs="?", default=str(FOLDER), help="default docs/images")
    arguments = parser.parse_args(argv)
    lacking = browser.missing()
    if lacking is not None:
        sys.stderr.write("screenshots: %s\n" % lacking)
        return 1
    target = Path(arguments.folder)
    with tempfile.TemporaryDirectory(prefix="explorer-pages-") as scratch:
        pages = make_pages(Path(scratch))
        with browser.browser() as driver:
            for name, path in pages.items():
                shot = target / ("explorer-%s.png" % name)
                shoot(driver, path, shot, name)
                print("wrote %s" % shot)
    return 0


if __name__ == "__main__":
    sys.exit(main())
