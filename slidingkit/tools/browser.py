"""A real browser for the explorer's pages: headless Chromium from Debian, driven by Selenium
through Debian's chromedriver, with nothing downloaded at run time.

The browser tests (tests/explorer/test_browser.py) and the screenshots of docs/explorer.md
(slidingkit/tools/screenshots.py, `make screenshots`) open the pages through it, so the docs show
what the tests saw. missing() names what to install where something is missing; `.ci/run`
installs the Debian packages and `make test` installs Selenium.

    with browser() as driver:
        driver.get(page_url(path))
"""

import contextlib
import shutil
from pathlib import Path
from typing import Any, Iterator, Optional

PACKAGES = "chromium chromium-driver"  # Debian's: the browser and its driver
WINDOW = (1280, 900)  # the window the pages are drawn in, and the screenshots' size


def _browser_binary() -> Optional[str]:
    return shutil.which("chromium") or shutil.which("chromium-browser")


def missing() -> Optional[str]:
    """What to install before a page can be opened (one line), or None when all is there."""
    try:
        import selenium  # noqa: F401  # the test extra
    except ImportError:
        return "Selenium is missing: pip install selenium (make test installs it)"
    if _browser_binary() is None or shutil.which("chromedriver") is None:
        return "headless Chromium is missing: apt install %s" % PACKAGES
    return None


@contextlib.contextmanager
def browser() -> Iterator[Any]:
    """A headless Chromium (a Selenium driver) with a WINDOW-sized window, closed on leaving;
    RuntimeError naming the package when one is missing."""
    lacking = missing()
    if lacking is not None:
        raise RuntimeError(lacking)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = _browser_binary() or ""
    for argument in (
        "--headless=new",
        "--no-sandbox",  # the sandbox needs user namespaces that containers often lack
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--no-first-run",
        "--disable-extensions",
        "--window-size=%d,%d" % WINDOW,
        "--force-device-scale-factor=1",
        "--hide-scrollbars",
    ):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service(shutil.which("chromedriver")))
    try:
        yield driver
    finally:
        driver.quit()


def page_url(path: Path) -> str:
    """The file: URL a browser opens path from disk by."""
    return Path(path).resolve().as_uri()


def console_errors(driver: Any) -> list:
    """The console's messages of level SEVERE since the last call (script errors among them)."""
    return [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]


def wait_ready(driver: Any, seconds: float = 30.0) -> None:
    """Wait until the page's script has drawn it (it marks the page data-ready)."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(driver, seconds).until(
        lambda current: current.find_element(By.ID, "page").get_attribute("data-ready") == "yes"
    )
