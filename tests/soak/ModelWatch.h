// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QPointer>
#include <QStringList>

#include <vector>

class QAbstractItemModel;
class QWidget;

namespace tally::soak {

// Puts a QAbstractItemModelTester on every item model the window shows (and the models under
// its proxies), as views appear, so every change of every model is checked as it happens. The
// tester's findings arrive as warnings of the `qt.modeltest` category, which this collects while
// it lives (one watch at a time), with the warnings of the models' own guards (checkIndex).
class ModelWatch
{
public:
    ModelWatch();
    ~ModelWatch();
    ModelWatch(const ModelWatch&) = delete;
    ModelWatch& operator=(const ModelWatch&) = delete;

    // Watches the models of every item view under `root` not watched yet.
    void watchModelsUnder(QWidget& root);
    std::size_t watchedCount() const;
    // The testers' findings since the last call.
    QStringList takeFindings();

private:
    void watch(QAbstractItemModel* model);

    std::vector<QPointer<QAbstractItemModel>> m_watched;
};

} // namespace tally::soak
