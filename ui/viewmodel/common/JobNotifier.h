// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QObject>

namespace tally {

// Tells the thread that owns it that a worker thread has finished, and carries nothing else:
// LatestJob's worker calls notify() and the owner, connected with a queued connection, takes
// the result after joining the worker. A signal without arguments on purpose: Qt hands queued
// calls over through its own locks, which ThreadSanitizer cannot see in an uninstrumented Qt, so
// nothing built by Tally's code may cross in the event; the join that follows is what orders
// the worker's writes before the owner's reads, and ThreadSanitizer sees that.
class JobNotifier : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    // Any thread: `finished` is emitted, queued, on this object's thread.
    void notify();

signals:
    void finished();
};

} // namespace tally
