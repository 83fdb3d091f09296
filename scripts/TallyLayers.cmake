# SPDX-FileCopyrightText: 2026 The Tally authors
# SPDX-License-Identifier: MIT
# tally_check_layer(TARGET LAYER): before TARGET builds, check-layers.cmake reads the includes of
# its sources and fails the build on one its layer must not use (see that script for the rules).
function(tally_check_layer target layer)
    get_target_property(sources ${target} SOURCES)
    set(files "")
    foreach(source IN LISTS sources)
        if(source MATCHES "\\.(h|cpp)$")
            list(APPEND files "${CMAKE_CURRENT_SOURCE_DIR}/${source}")
        endif()
    endforeach()
    set(stamp "${CMAKE_CURRENT_BINARY_DIR}/${target}-layer-check.stamp")
    list(JOIN files "|" joined) # a list does not survive the command line; the script splits it
    add_custom_command(OUTPUT "${stamp}"
        COMMAND ${CMAKE_COMMAND} -DLAYER=${layer} "-DQT_HEADERS=${QT6_INSTALL_PREFIX}/${QT6_INSTALL_HEADERS}"
                "-DSOURCES=${joined}" "-DSTAMP=${stamp}" -P "${PROJECT_SOURCE_DIR}/scripts/check-layers.cmake"
        DEPENDS ${files} "${PROJECT_SOURCE_DIR}/scripts/check-layers.cmake"
        COMMENT "Checking the includes of ${layer}"
        VERBATIM)
    add_custom_target(${target}_layer_check DEPENDS "${stamp}")
    add_dependencies(${target} ${target}_layer_check)
endfunction()
