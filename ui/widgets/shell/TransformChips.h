// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QFrame>

class QHBoxLayout;
class QLabel;

namespace tally {

class Session;

// The row above the views that shows the transforms in force (issue 37): a chip per transform
// ("Focus: main"), each with a button that removes it (the rest are applied again), what the
// percentages are of (the transformed total, and its share of the original), and the last
// transform that could not be applied. Hidden while there is none of these.
class TransformChips : public QFrame
{
    Q_OBJECT

public:
    explicit TransformChips(Session& session, QWidget* parent = nullptr);

    // The chips' texts as they read, in order (for tests).
    QStringList chipTexts() const;
    QString noteText() const;

private:
    void refresh();

    Session& m_session;
    QHBoxLayout* m_chips = nullptr;
    QLabel* m_note = nullptr;
    QLabel* m_error = nullptr;
};

} // namespace tally
