"""Buttons and board messages; persistent buttons carry their ids in `custom_id`."""
