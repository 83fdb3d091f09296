// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CostSnapshot.h"
#include "core/load/ProfileLoader.h"

#include <QFutureWatcher>
#include <QObject>
#include <QStringList>

namespace tally {

// Runs ProfileLoader on a worker thread (QtConcurrent with a QPromise) and hands the finished,
// immutable Profile to the GUI thread once. Progress is in thousandths; cancel() returns at once
// and the worker stops at its next poll (every few thousand lines).
class LoadController : public QObject
{
    Q_OBJECT

public:
    explicit LoadController(QObject* parent = nullptr);
    ~LoadController() override;

    // Loads `paths` and computes the costs of all parts (with or without recursion cycles) on
    // the same worker, so that the GUI thread only installs the result.
    void start(const QStringList& paths, const LoadOptions& options = {}, bool detectCycles = true);
    void cancel();
    bool isLoading() const { return m_loading; }
    const QStringList& paths() const { return m_paths; }

    static constexpr int kProgressMaximum = 1000;

signals:
    void started(const QStringList& paths);
    void progressChanged(int value);
    void loaded(std::shared_ptr<const tally::CostSnapshot> costs, const QStringList& paths);
    void failed(const QString& message, const QStringList& paths);
    void canceled(const QStringList& paths);

private:
    void watch();
    void onFinished();

    struct Outcome
    {
        profileloader::Result load;
        std::shared_ptr<const CostSnapshot> costs;
    };
    QFutureWatcher<Outcome> m_watcher;
    QStringList m_paths;
    bool m_loading = false;
    int m_lastProgress = 0;
};

} // namespace tally

Q_DECLARE_METATYPE(std::shared_ptr<const tally::CostSnapshot>)
