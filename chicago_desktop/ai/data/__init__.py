"""Data the AI ships: the match values of tschigg's heads-up reply to Medium
(reply_tables.json, written by scripts/build_reply_tables.py; ai/reply_table.py reads it).
"""
