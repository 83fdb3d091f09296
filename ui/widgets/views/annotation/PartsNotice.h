// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QLabel>

namespace tally {

class Session;

// The line the source and assembly views show while a subset of parts is selected: their
// per-line and per-instruction costs are summed over all parts, so they cannot follow it.
class PartsNotice : public QLabel
{
    Q_OBJECT

public:
    explicit PartsNotice(QWidget* parent = nullptr);

    // Shows or hides the notice for the session's part selection.
    void follow(const Session& session);
};

} // namespace tally
