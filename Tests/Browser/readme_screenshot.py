"""Writes docs/playground.png, the README's picture of the seed-000 crash timeline, from the real server
and the real page. Run by hand after a visible change: .venv/bin/python Tests/Browser/readme_screenshot.py
(after scripts/browser-test.sh has built the server and the venv)"""

import io
import sys
import time

from PIL import Image
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

from conftest import ROOT, Server, new_driver

KEY = ("seed-000", "08-preferred-outside-mask-crash")


def main():
    binary = ROOT / ".build/debug/rotation-policy-server"
    server = Server(binary)
    driver = new_driver()
    try:
        driver.set_window_size(1280, 1400)
        driver.get(server.url + "/")
        WebDriverWait(driver, 30).until(lambda d: d.execute_script("return document.body.dataset.ready"))
        option = driver.find_element(By.XPATH, f'//optgroup[@label="{KEY[0]}"]/option[text()="{KEY[1]}"]')
        before = int(driver.execute_script("return document.body.dataset.ready"))
        Select(driver.find_element(By.ID, "examples")).select_by_value(option.get_attribute("value"))
        WebDriverWait(driver, 30).until(lambda d: int(d.execute_script("return document.body.dataset.ready")) > before)
        driver.execute_script("document.activeElement.blur()")
        time.sleep(0.3)
        image = Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("RGB")
        # A 64-colour palette keeps the file small; the page is flat colours and text.
        image = image.quantize(colors=64, method=Image.Quantize.MEDIANCUT)
        out = ROOT / "docs/playground.png"
        image.save(out, optimize=True)
        print(f"{out}: {out.stat().st_size} bytes, {image.width}x{image.height}")
    finally:
        driver.quit()
        server.stop()


if __name__ == "__main__":
    sys.exit(main())
