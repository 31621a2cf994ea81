"""The game read through the real accessibility tree (AT-SPI over D-Bus, issue 15 item 9)."""
