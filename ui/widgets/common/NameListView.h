// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QTreeView>

namespace tally {

// A list of names to choose from (Go to Function, Pair With): one column as wide as the view, no
// header, each name cut in its middle where its look-alikes differ (LongTextDelegate). A QListView
// made every row as wide as its first name, past the view's right edge, where the end of a long
// name (what tells it apart) was cut off.
class NameListView : public QTreeView
{
    Q_OBJECT

public:
    explicit NameListView(QWidget* parent = nullptr);
};

} // namespace tally
